"""What libaotspy's call-site walker sees from Python: tests/tests/callsites.rs.

python3 callsite_frames.py LIBAOTSPY MODE [CTHREAD]

Calls the test hook `aotspy_debug_callsite` through ctypes from the lines marked `# SITE-…`,
which the test finds by their marker, and prints each answer after a `== LABEL` line:
  chain     from inner() called by outer(), through ctypes.PyDLL (which holds the GIL)
  released  the same through ctypes.CDLL (which releases the GIL around the call)
  threads   from two threads at once, each through PyDLL from its own function
  shutdown  from an atexit handler, from a daemon thread still calling through CDLL while the
            interpreter shuts down, and from a __del__ run during finalization
  deep      through CDLL from the bottom of a recursion 500 calls deep
  generated through CDLL from a function compiled at run time from a string ("<generated>")
  cthread   from a thread started in C (CTHREAD: tests/c/callsite_thread.c built as a shared
            library), which never ran Python
"""

import atexit
import ctypes
import os
import sys
import threading

LIB, MODE = sys.argv[1], sys.argv[2]
HOLDING = ctypes.PyDLL(LIB)
RELEASING = ctypes.CDLL(LIB)


def sample(lib):
    buf = ctypes.create_string_buffer(1 << 16)
    n = lib.aotspy_debug_callsite(buf, len(buf))  # SITE-SAMPLE
    return "failed\n" if n < 0 else buf.value.decode()


def recurse(depth, lib):
    if depth == 0:
        return sample(lib)  # SITE-BOTTOM
    return recurse(depth - 1, lib)  # SITE-RECURSE


# Its second line calls sample(): "<generated>:2 generated".
GENERATED = "def generated(lib):\n    return sample(lib)\n"


def say(label, text, write=os.write):
    # os.write, not print: sys.stdout may be gone during finalization.
    write(1, f"== {label}\n{text}".encode())


def inner(lib):
    return sample(lib)  # SITE-INNER


def outer(lib):
    return inner(lib)  # SITE-OUTER


def thread_a(results):
    results["a"] = sample(HOLDING)  # SITE-THREAD-A


def thread_b(results):
    results["b"] = sample(HOLDING)  # SITE-THREAD-B


def at_exit():
    say("atexit", sample(HOLDING))  # SITE-ATEXIT


def daemon():
    while True:
        sample(RELEASING)


class Finalized:
    # Defaults keep what __del__ needs alive while finalization clears the module.
    def __del__(self, sample=sample, say=say, lib=HOLDING):
        say("finalizing", sample(lib))


say("version", f"{sys.version_info[0]}.{sys.version_info[1]}\n")
if MODE == "chain":
    say("chain", outer(HOLDING))  # SITE-MODULE
elif MODE == "released":
    say("released", outer(RELEASING))  # SITE-RELEASED
elif MODE == "threads":
    results = {}
    threads = [threading.Thread(target=f, args=(results,)) for f in (thread_a, thread_b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    say("thread-a", results["a"])
    say("thread-b", results["b"])
elif MODE == "shutdown":
    atexit.register(at_exit)
    threading.Thread(target=daemon, daemon=True).start()
    sys.modules[__name__].keep = Finalized()
    # A reference cycle: only the finalizing interpreter's collections free it.
    cycle = Finalized()
    cycle.me = cycle
    del cycle
elif MODE == "deep":
    say("deep", recurse(500, RELEASING))
elif MODE == "generated":
    namespace = {"sample": sample}
    exec(compile(GENERATED, "<generated>", "exec"), namespace)
    say("generated", namespace["generated"](RELEASING))  # SITE-GENERATED
elif MODE == "cthread":
    helper = ctypes.CDLL(sys.argv[3])
    hook = ctypes.cast(RELEASING.aotspy_debug_callsite, ctypes.c_void_p)
    buf = ctypes.create_string_buffer(1 << 16)
    n = helper.sample_on_c_thread(hook, buf, ctypes.c_size_t(len(buf)))
    say("cthread", "failed\n" if n < 0 else buf.value.decode())
else:
    sys.exit(f"unknown mode {MODE}")
