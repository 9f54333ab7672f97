"""Launches from known Python lines through a Level Zero C helper: tests/tests/callsites.rs.

python3 callsite_launch.py HELPER ZEBIN

HELPER is tests/c/callsite_launch.c built with -DCS_HELPER, loaded with ctypes.PyDLL (which
keeps the GIL held during the call, so the launch sees these frames). step() calls add() and
scale(), which launch vector_add 3 times and scale 7 times from the lines marked SITE-ADD and
SITE-SCALE; then one more scale launch through ctypes.CDLL, which releases the GIL around it,
and a fourth vector_add launch from a thread the helper starts, which never runs Python.
"""

import ctypes
import sys

HELPER = ctypes.PyDLL(sys.argv[1])
RELEASING = ctypes.CDLL(sys.argv[1])


def add(n):
    for _ in range(n):
        HELPER.cs_launch(b"_ZTSZ4mainE10vector_add")  # SITE-ADD


def scale(n):
    for _ in range(n):
        HELPER.cs_launch(b"scale")  # SITE-SCALE


def step():
    add(3)  # SITE-STEP-ADD
    scale(7)  # SITE-STEP-SCALE


HELPER.cs_setup(b"link", b"immediate", sys.argv[2].encode())
step()  # SITE-MAIN
RELEASING.cs_launch(b"scale")  # SITE-RELEASED
RELEASING.cs_launch_on_thread(b"_ZTSZ4mainE10vector_add")
HELPER.cs_finish()
print("launched 12")
