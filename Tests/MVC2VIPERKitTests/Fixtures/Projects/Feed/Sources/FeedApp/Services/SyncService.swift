import Foundation

/// Told how a sync went, on the main actor.
@MainActor
protocol SyncServiceDelegate: AnyObject {
    func syncServiceDidFinish(_ service: SyncService, changed: Int)
    func syncService(_ service: SyncService, didFail error: Error)
}

/// Sends the user's bookmarks to the server and fetches what changed.
@MainActor
final class SyncService {
    weak var delegate: SyncServiceDelegate?
    private(set) var isSyncing = false

    func sync() {
        guard !isSyncing else { return }
        isSyncing = true
        // The server round trip goes here; until then nothing ever changes.
        isSyncing = false
        delegate?.syncServiceDidFinish(self, changed: 0)
    }
}
