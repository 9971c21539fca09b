import SwiftSyntax
import SwiftSyntaxBuilder

extension ModuleTests {
    /// How a route's code moves between screens, which decides what its test sets up and checks.
    enum Transition {
        case push, present, alert, pop, dismiss

        /// What the test's name says the route does.
        var verb: String {
            switch self {
            case .push: return "Pushes"
            case .present: return "Presents"
            case .alert: return "ShowsAnAlert"
            case .pop: return "Pops"
            case .dismiss: return "Dismisses"
            }
        }

        /// Read off the route's code; nil for what a test cannot observe without the app (a segue, a URL
        /// handed to the system) or code that may not move at all (a `guard`, an `if`).
        init?(_ route: Route) {
            guard route.kind != .external,
                !route.body.contains(where: {
                    $0.item.is(GuardStmtSyntax.self) || $0.item.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) == true
                        || $0.item.is(IfExprSyntax.self) || $0.item.is(SwitchExprSyntax.self)
                })
            else { return nil }
            let names = Set(route.body.flatMap { $0.tokens(viewMode: .sourceAccurate) }.map(\.text))
            if names.contains("performSegue") || names.contains("open") || names.contains("setViewControllers") { return nil }
            if names.contains("pushViewController") || names.contains("show") {
                self = .push
            } else if names.contains("present") {
                self = names.contains("UIAlertController") ? .alert : .present
            } else if names.contains("popViewController") || names.contains("popToRootViewController") {
                self = .pop
            } else if names.contains("dismiss") {
                self = .dismiss
            } else {
                return nil
            }
        }
    }

    /// Each route moves from the module's screen as the controller did: pushes, presents, pops, dismisses.
    ///
    /// ## After
    /// ```swift
    /// func testOpenCityModulePushes() throws {
    ///     let viewController = MenuViewController()
    ///     let navigationController = UINavigationController(rootViewController: viewController)
    ///     let router = MenuRouter()
    ///     router.transitionHandler = viewController
    ///     router.openCityModule()
    ///     XCTAssertEqual(navigationController.viewControllers.count, 2)
    /// }
    /// ```
    func routerSuite() -> Suite {
        guard let router = shape.router else { return Suite() }
        let controller = "viewController"
        let made: [CodeBlockItemSyntax]
        switch self.controller(named: controller) {
        case .success(let statements): made = statements
        case .failure(let notCovered): return Suite(notCovered: ["routes: " + notCovered.reason])
        }
        var suite = Suite()
        for route in plan.routes {
            let method = names.route(route)
            guard let transition = Transition(route) else {
                suite.notCovered.append("\(method): a segue, a URL or a conditional transition, which needs the app to observe")
                continue
            }
            guard parts.wiring.alertOutputs[route.noun] == nil else { continue }
            let parameters = parts.routeParameters(route)
            guard let arguments = values.values(for: parameters.map { ($0.type, $0.name) }) else {
                suite.notCovered.append("\(method): the test cannot make its parameters")
                continue
            }
            let take = SyntaxFactory.call(SyntaxFactory.reference("router"), method, arguments: arguments, labels: SyntaxFactory.argumentLabels(parameters))
            let (setup, check) = stage(transition, controller: controller)
            let body =
                made + setup + [
                    SyntaxFactory.letStatement("router", SyntaxFactory.call(nil, router.type, arguments: [])),
                    parts.assign("router", router.handler, SyntaxFactory.reference(controller)),
                    SyntaxFactory.statement(take),
                ] + check
            suite.tests.append(Test(name: Self.testName(method, transition.verb), body: body))
        }
        return suite
    }

    /// Where the screen stands before the route, and what must have changed after it.
    private func stage(_ transition: Transition, controller: String) -> (setup: [CodeBlockItemSyntax], check: [CodeBlockItemSyntax]) {
        // Presentations need a screen in a window, as in the app.
        let window: [CodeBlockItemSyntax] = ["let window = UIWindow()"]
        switch transition {
        case .push:
            return (
                ["let navigationController = UINavigationController(rootViewController: \(raw: controller))"],
                ["XCTAssertEqual(navigationController.viewControllers.count, 2)"]
            )
        case .present, .alert:
            let check: CodeBlockItemSyntax =
                transition == .alert
                ? "XCTAssertTrue((\(raw: controller).presentedViewController ?? navigationController.presentedViewController) is UIAlertController)"
                : "XCTAssertNotNil(\(raw: controller).presentedViewController ?? navigationController.presentedViewController)"
            return (
                window + [
                    "let navigationController = UINavigationController(rootViewController: \(raw: controller))",
                    "window.rootViewController = navigationController",
                    "window.makeKeyAndVisible()",
                ], [check]
            )
        case .pop:
            return (
                [
                    "let navigationController = UINavigationController(rootViewController: UIViewController())",
                    "navigationController.pushViewController(\(raw: controller), animated: false)",
                ], ["XCTAssertEqual(navigationController.viewControllers.count, 1)"]
            )
        case .dismiss:
            return (
                window + [
                    "let presenting = UIViewController()",
                    "window.rootViewController = presenting",
                    "window.makeKeyAndVisible()",
                    "presenting.present(\(raw: controller), animated: false)",
                ],
                [
                    // UIKit lets go of a presented screen once the dismissal's animation ends.
                    "RunLoop.main.run(until: Date().addingTimeInterval(1))",
                    "XCTAssertNil(presenting.presentedViewController)",
                ]
            )
        }
    }
}
