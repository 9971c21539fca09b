import UIKit

/// The app's own base class and API client, declared in files the migration does not see.
class BaseTableViewController: UITableViewController {
    func setupNavigationBar(title: String) { navigationItem.title = title }
    func showLoader() {}
    func hideLoader() {}
    func showAlert(message: String) {}
}

final class APIClient {
    static let shared = APIClient()
    /// Offline, as on a test machine: every request fails.
    func request<T: Decodable>(_ path: String, completion: @escaping (Result<T, Error>) -> Void) {
        completion(.failure(NSError(domain: "APIClient", code: -1009)))
    }
}
