import MVC2VIPERKit
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
