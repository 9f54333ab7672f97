//! Inputs the fuzz target `advice` (fuzz/fuzz_targets/advice.rs) found, kept as tests.

/// A send whose payload (200 GRFs from r200) runs past r255: with 32-byte GRFs the span once
/// counted registers beyond the file (more than 256 live).
#[test]
fn spans_past_the_last_register_stop_at_the_file_end() {
    let text = "\
        send.ugm (32|M0)  r1  r200  null:0  0x0  0x0  {$1} // wr:200+0, rd:200; load.ugm.d32.a64
        add (16|M0)  r250.0<1>:f  r1.0<1;1,0>:f  r199.0<1;1,0>:f
";
    let listing = aotspy_isa::parse(text);
    for grf_bytes in [32, 64] {
        let p = aotspy_isa::pressure::pressure(&listing, grf_bytes);
        assert!(
            p.peak <= aotspy_isa::operands::MAX_GRF,
            "{grf_bytes}: {}",
            p.peak
        );
    }
}
