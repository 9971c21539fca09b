import UIKit

// MARK: - SyncServiceDelegate

extension FeedViewController: SyncServiceDelegate {
    func syncServiceDidFinish(_ service: SyncService, changed: Int) {
        statusLabel.text = changed == 0 ? "Up to date" : "\(changed) new stories"
        if changed > 0 {
            loadFeed()
        }
    }

    func syncService(_ service: SyncService, didFail error: Error) {
        statusLabel.text = "Sync failed"
        showError(error.localizedDescription)
    }
}
