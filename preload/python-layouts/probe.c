/* Prints, as Rust, where the call-site reader finds CPython's frames: compiled against one
 * CPython's internal headers by scripts/python-layouts, which writes the output into
 * preload/src/stacks/python/layouts.rs (and checks it, with --check).
 *
 * 3.13 and later publish the offsets in `_PyRuntime.debug_offsets` (`_Py_DebugOffsets`): what is
 * printed for them is where each field the reader uses sits in that table, whose own layout
 * changes with every minor version. 3.11 has no such table: its structures' own offsets are
 * printed. */
#define Py_BUILD_CORE 1
#include <Python.h>
#include <stddef.h>
#include <stdio.h>

#if PY_VERSION_HEX >= 0x030E0000
#include <internal/pycore_debug_offsets.h>
#elif PY_VERSION_HEX >= 0x030D0000
#include <internal/pycore_runtime.h>
#else
#include <internal/pycore_frame.h>
#endif

#define FIELD(rust, c) printf("    %s: %zu,\n", rust, (size_t)(c))

int main(void) {
#if PY_VERSION_HEX >= 0x030D0000
#define AT(member) offsetof(_Py_DebugOffsets, member)
    printf("/// Where CPython %d.%d's `_Py_DebugOffsets` holds each offset the reader uses.\n",
           PY_MAJOR_VERSION, PY_MINOR_VERSION);
    printf("pub const DEBUG_OFFSETS_3_%d: DebugTable = DebugTable {\n", PY_MINOR_VERSION);
    FIELD("minor", PY_MINOR_VERSION);
    FIELD("table_size", sizeof(_Py_DebugOffsets));
    FIELD("version", AT(version));
    FIELD("free_threaded", AT(free_threaded));
    FIELD("thread_state_size", AT(thread_state.size));
    FIELD("thread_current_frame", AT(thread_state.current_frame));
    FIELD("frame_size", AT(interpreter_frame.size));
    FIELD("frame_previous", AT(interpreter_frame.previous));
    FIELD("frame_executable", AT(interpreter_frame.executable));
    FIELD("frame_instr_ptr", AT(interpreter_frame.instr_ptr));
    FIELD("code_size", AT(code_object.size));
    FIELD("code_filename", AT(code_object.filename));
    FIELD("code_name", AT(code_object.name));
    FIELD("code_qualname", AT(code_object.qualname));
    FIELD("code_linetable", AT(code_object.linetable));
    FIELD("code_firstlineno", AT(code_object.firstlineno));
    FIELD("code_adaptive", AT(code_object.co_code_adaptive));
    FIELD("object_size", AT(pyobject.size));
    FIELD("object_type", AT(pyobject.ob_type));
    FIELD("bytes_length", AT(bytes_object.ob_size));
    FIELD("bytes_data", AT(bytes_object.ob_sval));
    FIELD("unicode_state", AT(unicode_object.state));
    FIELD("unicode_length", AT(unicode_object.length));
    FIELD("unicode_ascii_size", AT(unicode_object.asciiobject_size));
    /* What a compact non-ASCII string adds to an ASCII one's header (the table says the
     * latter's size only). */
    FIELD("compact_unicode_extra", sizeof(PyCompactUnicodeObject) - sizeof(PyASCIIObject));
    /* Code objects and their frames' `executable` tag its low bits from 3.14 on. */
#if PY_VERSION_HEX >= 0x030E0000
    printf("    executable_is_tagged: true,\n");
#else
    printf("    executable_is_tagged: false,\n");
#endif
    printf("};\n");
#else
    printf("/// CPython %d.%d's own structure offsets, from its headers (it has no debug table).\n",
           PY_MAJOR_VERSION, PY_MINOR_VERSION);
    printf("pub const LAYOUT_3_%d: Layout = Layout {\n", PY_MINOR_VERSION);
    printf("    current_frame: CurrentFrame::ThroughCFrame { cframe: %zu, current_frame: %zu },\n",
           offsetof(PyThreadState, cframe), offsetof(_PyCFrame, current_frame));
    FIELD("frame_previous", offsetof(_PyInterpreterFrame, previous));
    FIELD("frame_executable", offsetof(_PyInterpreterFrame, f_code));
    FIELD("frame_instr_ptr", offsetof(_PyInterpreterFrame, prev_instr));
    FIELD("code_filename", offsetof(PyCodeObject, co_filename));
    FIELD("code_name", offsetof(PyCodeObject, co_name));
    FIELD("code_qualname", offsetof(PyCodeObject, co_qualname));
    FIELD("code_linetable", offsetof(PyCodeObject, co_linetable));
    FIELD("code_firstlineno", offsetof(PyCodeObject, co_firstlineno));
    FIELD("code_adaptive", offsetof(PyCodeObject, co_code_adaptive));
    FIELD("object_type", offsetof(PyObject, ob_type));
    FIELD("var_object_size", offsetof(PyVarObject, ob_size));
    FIELD("bytes_data", offsetof(PyBytesObject, ob_sval));
    FIELD("unicode_state", offsetof(PyASCIIObject, state));
    FIELD("unicode_length", offsetof(PyASCIIObject, length));
    FIELD("unicode_ascii_size", sizeof(PyASCIIObject));
    FIELD("compact_unicode_size", sizeof(PyCompactUnicodeObject));
    printf("    executable_is_tagged: false,\n");
    printf("};\n");
#endif
    return 0;
}
