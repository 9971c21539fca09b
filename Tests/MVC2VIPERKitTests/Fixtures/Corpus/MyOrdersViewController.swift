import UIKit

final class MyOrdersViewController: UIViewController, UITableViewDataSource {
    @IBOutlet private weak var tableView: UITableView!
    private let apiClient = OrdersAPIClient()
    private var orders: [OrderDTO] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        loadOrders()
    }

    private func loadOrders() {
        apiClient.get(path: "orders") { [weak self] (result: Result<[OrderDTO], Error>) in
            DispatchQueue.main.async {
                if case .success(let orders) = result {
                    self?.orders = orders
                    self?.tableView.reloadData()
                }
            }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
        cell.textLabel?.text = orders[indexPath.row].title
        return cell
    }

    // A per-row button: its tag is the row.
    @IBAction func cancelOrderTapped(_ sender: UIButton) {
        guard sender.tag < orders.count else { return }
        let order = orders[sender.tag]
        guard order.isCancellable else { return }
        let alert = UIAlertController(title: "Cancel order?", message: "Order #\(order.id) will be cancelled.", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel order", style: .destructive) { [weak self] _ in
            self?.apiClient.post(path: "orders/\(order.id)/cancel") { (result: Result<OrderDTO, Error>) in
                DispatchQueue.main.async { self?.loadOrders() }
            }
        })
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel, handler: nil))
        present(alert, animated: true, completion: nil)
    }
}
