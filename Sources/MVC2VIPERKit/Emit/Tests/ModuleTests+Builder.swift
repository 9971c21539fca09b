import SwiftSyntax
import SwiftSyntaxBuilder

extension ModuleTests {
    /// The builder wires every reference its wiring sets: each object is reached from the controller
    /// with its type, and every other reference points at the object it should.
    ///
    /// ## After
    /// ```swift
    /// func testConfigureWiresEveryReference() throws {
    ///     let viewController = MenuViewController()
    ///     MenuAssembly().configure(viewController)
    ///     let presenter = try XCTUnwrap(viewController.output as? MenuPresenter)
    ///     XCTAssertTrue((presenter.view as? MenuViewController) === viewController, "presenter.view is viewController")
    /// }
    /// ```
    func builderSuite() -> Suite {
        switch assembledModule() {
        case .failure(let notCovered):
            return Suite(notCovered: ["wiring: " + notCovered.reason])
        case .success(let module):
            let reaching = graph.reachingStatements()
            guard !reaching.statements.isEmpty || !reaching.checks.isEmpty else { return Suite() }
            return Suite(tests: [Test(name: "testConfigureWiresEveryReference", body: module + reaching.statements + reaching.checks)])
        }
    }
}
