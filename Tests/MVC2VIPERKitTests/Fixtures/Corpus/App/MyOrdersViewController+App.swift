import Foundation

/// The app's order model and API client, declared in files the migration does not see.
struct OrderDTO: Decodable {
    let id: Int
    let title: String
    let isCancellable: Bool
}

final class OrdersAPIClient {
    /// Offline, as on a test machine: every request fails.
    func get(path: String, completion: @escaping (Result<[OrderDTO], Error>) -> Void) {
        completion(.failure(NSError(domain: "OrdersAPIClient", code: -1009)))
    }

    func post(path: String, completion: @escaping (Result<OrderDTO, Error>) -> Void) {
        completion(.failure(NSError(domain: "OrdersAPIClient", code: -1009)))
    }
}
