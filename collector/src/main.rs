//! The `aotspy` command (see the library's [`aotspy::run`]).

fn main() -> std::process::ExitCode {
    aotspy::run()
}
