import UIKit

struct Item {
    let name: String
    let price: Double
}

protocol CartStore {
    func add(_ item: Item)
}

final class CartStoreImplementation: CartStore {
    static let shared = CartStoreImplementation()
    func add(_ item: Item) {}
}

final class ItemDetailViewController: UIViewController {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var priceLabel: UILabel!
    @IBOutlet private weak var quantityStepper: UIStepper!

    var item: Item!
    private let cart: CartStore = CartStoreImplementation.shared
    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = item.name
        priceLabel.text = priceFormatter.string(from: NSNumber(value: item.price))
    }

    @IBAction private func addToCartTapped(_ sender: UIButton) {
        for _ in 0..<Int(quantityStepper.value) {
            cart.add(item)
        }
        navigationController?.popViewController(animated: true)
    }
}
