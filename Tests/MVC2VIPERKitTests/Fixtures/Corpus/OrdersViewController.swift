import UIKit

struct Order: Codable {
    let id: Int
    let total: Double
}

final class OrdersViewController: BaseTableViewController {
    private var orders: [Order] = []
    private let api = APIClient.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        setupNavigationBar(title: "Orders")
        fetchOrders()
    }

    private func fetchOrders() {
        showLoader()
        api.request("orders") { [weak self] (result: Result<[Order], Error>) in
            self?.hideLoader()
            switch result {
            case .success(let orders):
                self?.orders = orders
                self?.tableView.reloadData()
            case .failure(let error):
                self?.showAlert(message: error.localizedDescription)
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        cell.textLabel?.text = "#\(orders[indexPath.row].id)"
        return cell
    }
}
