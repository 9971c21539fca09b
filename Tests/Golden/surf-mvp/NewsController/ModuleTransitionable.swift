import UIKit

/// Navigation a router performs from a module's view.
@MainActor
protocol ModuleTransitionable: UIViewController {
    func showModule(_ module: UIViewController)
    func presentModule(_ module: UIViewController, animated: Bool, completion: (() -> Void)?)
    func push(module: UIViewController, animated: Bool)
    func dismissView(animated: Bool, completion: (() -> Void)?)
    func popView(animated: Bool)
}

extension ModuleTransitionable {
    func showModule(_ module: UIViewController) {
        show(module, sender: nil)
    }

    func presentModule(_ module: UIViewController, animated: Bool, completion: (() -> Void)?) {
        present(module, animated: animated, completion: completion)
    }

    func push(module: UIViewController, animated: Bool) {
        navigationController?.pushViewController(module, animated: animated)
    }

    func dismissView(animated: Bool, completion: (() -> Void)?) {
        dismiss(animated: animated, completion: completion)
    }

    func popView(animated: Bool) {
        _ = navigationController?.popViewController(animated: animated)
    }
}
