import SwiftSyntax
import SwiftSyntaxBuilder

/// Surf MVP's one generic protocol: what a router asks of a module's view to navigate. Every Surf
/// view implements it; it is emitted once into the output folder. Views are view controllers, so the
/// navigation code moved into routers keeps using UIKit's own API through it.
enum ModuleTransitionableSupport {
    static let path = "ModuleTransitionable.swift"

    static var source: SourceFileSyntax {
        """
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
        """
    }
}
