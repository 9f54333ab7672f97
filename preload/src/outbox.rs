//! Sending events: what every hook and cold path uses to hand an event to the transport
//! thread, which drains it (`transport.rs`). A leaf: the transport registers how to reach its
//! channel ([`set_channel`]) when it engages, which is before any hook is handed out; a forked
//! child inherits the registration and reaches a new transport of its own through it.

use aotspy_proto::Event;
use crossbeam_channel::Sender;
use std::sync::OnceLock;
use std::time::Duration;

/// How often the transport writes the counts that changed to a live reader (the collector, or
/// an `aotspy attach` on the control socket).
pub const FLUSH_INTERVAL: Duration = Duration::from_millis(200);

pub enum Command {
    Event(Event),
    /// A module, and where its input bytes were (the transport asks which files hold them;
    /// none known: a module from before an injection).
    Module(aotspy_proto::Module, Vec<usize>),
    Shutdown(Sender<()>),
    /// Answered once every command before it is handled, and the sink is open.
    Barrier(Sender<()>),
}

/// This process's channel to the transport thread, starting the thread on first use.
type Channel = fn() -> Option<Sender<Command>>;

static CHANNEL: OnceLock<Channel> = OnceLock::new();

/// Called by the transport when it engages.
pub fn set_channel(channel: Channel) {
    let _ = CHANNEL.set(channel);
}

/// The channel, once the transport engaged; `None` before (nothing is hooked then).
pub fn commands() -> Option<Sender<Command>> {
    (CHANNEL.get()?)()
}

/// Starts this process's transport if it is not running (a forked child's first call).
pub fn engage() {
    commands();
}

pub fn send(event: Event) {
    if let Some(tx) = commands() {
        let _ = tx.send(Command::Event(event));
    }
}

/// A module, with the addresses of its input bytes: the one way modules reach the transport.
pub fn send_module(module: aotspy_proto::Module, inputs: Vec<usize>) {
    if let Some(tx) = commands() {
        let _ = tx.send(Command::Module(module, inputs));
    }
}

pub fn diagnostic(message: String) {
    send(Event::Diagnostic(message));
}
