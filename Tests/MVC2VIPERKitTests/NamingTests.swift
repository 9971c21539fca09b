@testable import MVC2VIPERKit
import XCTest

/// Names in generated protocols follow the documents: intents, not widgets; nouns without verbs.
final class NamingTests: XCTestCase {
    func testIntentsAreNamedForWhatTheUserWants() {
        XCTAssertEqual(Naming.intent(fromAction: "loginButtonTapped"), "Login")
        XCTAssertEqual(Naming.intent(fromAction: "loginButtonClick"), "Login")
        XCTAssertEqual(Naming.intent(fromAction: "didTapShareButton"), "Share")
        XCTAssertEqual(Naming.intent(fromAction: "refreshControlValueChanged"), "Refresh")
        XCTAssertEqual(Naming.intent(fromAction: "reloadTable"), "Reload")
        XCTAssertEqual(Naming.intent(fromAction: "onSaveTap"), "Save")
        XCTAssertEqual(Naming.intent(fromAction: "close"), "Close")
    }

    /// A delegate call names its output after what happened — the label of a `…Controller(_:didSave:)` method, the
    /// base name of any other — never after a label that is a keyword (`didClose(in:)`); values after their type.
    func testOutputsAndTheirValuesAreNamedForWhatHappened() {
        XCTAssertEqual(ModuleOutputMatcher.outputName(baseName: "profileViewController", labels: ["_", "didSave"], kept: [1],
                                                      controllerName: "ProfileViewController"), "didSave")
        XCTAssertEqual(ModuleOutputMatcher.outputName(baseName: "didTapSeedPhrase", labels: ["for", "inViewController"], kept: [0],
                                                      controllerName: "BackupViewController"), "didTapSeedPhrase")
        XCTAssertEqual(ModuleOutputMatcher.outputName(baseName: "tokensViewController", labels: ["in"], kept: [0],
                                                      controllerName: "TokensViewController"), "tokensViewController")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("[Transaction]")), "transactions")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("@escaping (String) -> Bool")), "handler")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("[String: String]")), "value")
        XCTAssertEqual(Naming.parameterName(forType: TypeText.parse("Category?")), "category")
    }

    func testHelpersAreNamedForWhatTheyLoad() {
        XCTAssertEqual(Naming.noun(fromAction: "loadBackgroundImage"), "BackgroundImage")
        XCTAssertEqual(Naming.noun(fromAction: "reloadWeather"), "Weather")
        XCTAssertEqual(Naming.noun(fromAction: "fetchStudents"), "Students")
    }

    func testSingularsForSelectedElements() {
        XCTAssertEqual(Naming.singular("contacts"), "contact")
        XCTAssertEqual(Naming.singular("cities"), "city")
        XCTAssertEqual(Naming.singular("boxes"), "box")
        XCTAssertEqual(Naming.singular("data"), "dataItem")
    }

    func testTypesAndLiterals() {
        XCTAssertEqual(Naming.noun(fromType: "MainMenuSectionType"), "MainMenuSection")
        XCTAssertEqual(Naming.noun(fromLiteral: "show-detail"), "ShowDetail")
        XCTAssertTrue(Naming.isIdentifier("Menu"))
        XCTAssertFalse(Naming.isIdentifier("../x"))
        XCTAssertFalse(Naming.isIdentifier("/abs"))
    }
}
