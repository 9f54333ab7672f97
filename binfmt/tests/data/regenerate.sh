#!/usr/bin/env bash
# Rebuilds the golden fixtures with the installed ocloc. Tests assert exact facts about these
# files (kernel names, SIMD, GRF, member names), so rerun them after regenerating with another
# ocloc/IGC and update the assertions if the compiler changed its choices.
# Built with: ocloc from NEO 22.43 (IGC bundled with it).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# ocloc writes side files (.spv, .gen, ...) next to its output, so build in a scratch dir and
# copy only the binary we want.
build() { # <source.cl> <output name> <ocloc args...>
    local src="$1" out="$2"
    shift 2
    rm -rf "$work/out" && mkdir "$work/out"
    ocloc compile -q -file "$here/$src" -output_no_suffix -out_dir "$work/out" -output bin "$@" >/dev/null
    cp "$work/out/bin" "$here/$out"
}

build kernels.cl kernels_pvc.zebin -device pvc --format zebin
# Same code as kernels_pvc.zebin in a different container (no .spv section).
build kernels.cl kernels_pvc_noir.zebin -device pvc --format zebin -exclude_ir
# The large register file doubles every kernel's GRF count.
build kernels.cl kernels_pvc_large_grf.zebin -device pvc --format zebin -exclude_ir \
    -options -ze-opt-large-register-file
build kernels.cl kernels_dg2.zebin -device dg2-g10 --format zebin
# Two targets make ocloc emit an AR fat binary.
build kernels.cl kernels_fat.ar -device pvc,dg2-g10 --format zebin
# Legacy format: an OpenCL ELF (e_type 0xff04) wrapping "CTNI" patch tokens.
build kernels.cl kernels_tgllp.patchtokens -device tgllp --format patchtokens -exclude_ir
build spill.cl spill_pvc.zebin -device pvc --format zebin -exclude_ir

rm -rf "$work/out" && mkdir "$work/out"
ocloc compile -q -file "$here/kernels.cl" -spv_only -device pvc -output_no_suffix -out_dir "$work/out" -output bin >/dev/null
cp "$work/out/bin.spv" "$here/kernels.spv"

# One device per distinct product family this ocloc knows.
for device in bdw skl kbl cfl apl glk icllp lkf ehl tgllp rkl adl-s adl-p adl-n dg1 dg2-g10 pvc; do
    build tiny.cl "families/$device.zebin" -device "$device" --format zebin -exclude_ir
done
