import XCTest

@testable import MVC2VIPERKit

/// "Does the view contain logic that is not related to the UI?" about a member the recipes left in the view: one that
/// answers or works a piece of UIKit's screen it is handed (a picker's delegate method, a table's data source) is the
/// screen's; one handed only a value (`UIImage`) is asked what else it touches.
final class QuestionnaireScreenPieceTests: XCTestCase {
    func testAMemberHandedAPieceOfTheScreenIsUILogicAndOneHandedAValueIsNot() throws {
        let screen = """
            import UIKit

            final class HistoryViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                private var pickedCount = 0

                func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                    pickedCount += info.isEmpty ? 0 : 1
                }

                func isWorthKeeping(_ image: UIImage) -> Bool {
                    pickedCount < 10
                }
            }

            """
        var plan = try MigrationReportTests.migrate(screen, path: "HistoryViewController.swift", .viper).plan
        // Both left in the view, as a recipe declining them would leave them.
        plan.unresolved = ["imagePickerController(_:didFinishPickingMediaWithInfo:)", "isWorthKeeping(_:)"].map {
            Unresolved(member: $0, line: 1, reason: "left in the view", recipe: nil)
        }
        let findings = Questionnaire.nonUILogic(plan, rewritten: plan.controller, path: "HistoryViewController.swift")
        XCTAssertEqual(findings.map(\.note), ["isWorthKeeping(_:): no outlet, UIKit type or module call"])
    }
}
