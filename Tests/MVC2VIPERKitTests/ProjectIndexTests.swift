import Foundation
@testable import MVC2VIPERKit
import XCTest

/// The index's stages on their own: what the declaration collector records, how the type table merges files,
/// and which uses of a controller other files make.
final class ProjectIndexTests: XCTestCase {
    func table(_ files: [String: String]) -> TypeTable {
        TypeTable(
            files.sorted { $0.key < $1.key }.map { path, text in
                let source = ParsedSource(text: text, path: path)
                let collector = DeclarationCollector(path: path, lines: LineStarts(source.text), recordingTypes: true)
                collector.walk(source.tree)
                return collector.finished()
            })
    }

    /// The index places declarations by a table of line starts read off the text: every token's line and column are
    /// swift-syntax's own, whatever ends the lines.
    func testLineStartsPlaceTokensAsSwiftSyntaxDoes() {
        let texts = [
            "class A {\n    func f() {}\n}\n",
            "class A {\r\n    let café = \"é\"\r\n\r\n    func f() {}\r\n}",
            "struct B {}\rstruct C {}\r\n\nenum D { case x }",
            "\n\n// only a comment\nlet x = 1",
            "let é = \"\"\"\n  ü\n  \"\"\"\n\n\n",
            "",
        ]
        for text in texts {
            let source = ParsedSource(text: text, path: "x.swift")
            for token in source.tree.tokens(viewMode: .sourceAccurate) {
                let expected = token.startLocation(converter: source.converter)
                let found = LineStarts(text).location(of: token)
                XCTAssertEqual([found.line, found.column], [expected.line, expected.column], "\(token.text) in \(text.debugDescription)")
            }
        }
    }

    /// The name a written type is known by: its last dotted part, without generic arguments, optionality or spaces.
    func testABaseNameIsTheLastPartOfTheTypeWithoutItsArgumentsOrOptionality() {
        let cases = [
            "Swift.Array<Foo>": "Array", "Foo?": "Foo", "  UIKit.UIViewController!  ": "UIViewController", "Foo??": "Foo",
            "[Foo]": "[Foo]", "Dictionary<String, Foo.Bar>?": "Dictionary", "Outer.Inner.Leaf": "Leaf", "Café.Crème": "Crème",
            "Foo.": "Foo", "...": "...", "": "", "?": "",
        ]
        for (text, expected) in cases { XCTAssertEqual(TypeText.baseName(text), expected, text) }
        XCTAssertTrue(ControllerFinder.isControllerName("Base.AppTableViewController<Item>"))
        XCTAssertFalse(ControllerFinder.isControllerName("Foo.NSFetchedResultsController<Item>"))
    }

    func testTheTypeTableHoldsWhatEachFileDeclaresWithItsExtensionsMerged() throws {
        let types = table([
            "Service.swift": """
            protocol FeedLoading: AnyObject { func load(completion: @escaping Completion) }
            typealias Completion = (Result<[Item], FeedError>) -> Void
            enum FeedError: Error { case offline, server(status: Int) }
            final class Service: NSObject, FeedLoading {
                typealias Handler = (Int) -> Void
                func load(completion: @escaping Completion) {}
                func count(then handler: @escaping Handler) {}
            }
            """,
            "Models.swift": """
            import CoreData
            struct Item<Tag> { let id: Int; var title: String; let kind = "item" }
            final class Bookmark: NSManagedObject { @NSManaged var url: String }
            struct Outer { enum Inner { case one } }
            """,
            "Service+Extra.swift": "extension Service: Equatable { func refresh() -> Bool { true } }",
        ])
        let service = try XCTUnwrap(types["Service"])
        XCTAssertEqual(service.kind, .class)
        XCTAssertEqual(service.superclass, "NSObject")
        XCTAssertEqual(service.conformances, ["FeedLoading", "Equatable"])
        XCTAssertEqual(service.location, SourceLocation(path: "Service.swift", line: 4, column: 7))
        XCTAssertEqual(types.memberType("refresh", of: "Service")?.trimmedDescription, "Bool", "an extension's method in another file")
        // Closure types through a file-level alias and a nested one.
        XCTAssertEqual(types.completionParameterTypes(of: "load", on: "Service")?.map(\.trimmedDescription), ["Result<[Item], FeedError>"])
        XCTAssertEqual(types.completionParameterTypes(of: "count", on: "Service")?.map(\.trimmedDescription), ["Int"])
        XCTAssertEqual(types["FeedError"]?.enumCases.map(\.name), ["offline", "server"])
        XCTAssertEqual(types["FeedError"]?.enumCases.last?.associatedTypes.map(\.trimmedDescription), ["Int"])
        XCTAssertEqual(types["FeedLoading"]?.isProtocol, true)
        XCTAssertNotNil(types["FeedLoading"]?.methods["load"], "a protocol's requirements")
        let item = try XCTUnwrap(types["Item"])
        XCTAssertEqual(item.genericParameters, ["Tag"])
        XCTAssertEqual(item.storedProperties.map(\.name), ["id", "title"], "typed stored properties; `kind` has no written type")
        XCTAssertEqual(types["Bookmark"]?.storedProperties.map(\.name), ["url"], "@NSManaged properties are stored")
        XCTAssertEqual(types["Inner"]?.isNested, true)
        XCTAssertEqual(types["Outer"]?.isNested, false)
    }

    /// UIKit's prefix alone makes no UIKit type of the app's own class (`UIStateManager: NSObject`, a model the
    /// interactor may hold, once kept in the view for its name); one built on UIKit's, whatever its name, is UIKit's.
    func testAnAppTypeIsUIKitsOnlyWhenBuiltOnUIKit() {
        let types = table([
            "State.swift": """
            class UIStateManager: NSObject { func addObserver(_ owner: AnyObject, block: @escaping (Int) -> Void) {} }
            final class UIRoundButton: UIButton {}
            final class ShareButton: UIRoundButton {}
            """
        ])
        XCTAssertFalse(types.isUIKitType("UIStateManager"))
        XCTAssertTrue(types.isUIKitType("UIRoundButton"))
        XCTAssertTrue(types.isUIKitType("ShareButton"))
        XCTAssertTrue(types.isUIKitType("UIImage"), "UIKit's own, which the app does not declare")
        XCTAssertEqual(types.parameterType(at: 0, of: "addObserver", on: "UIStateManager")?.trimmedDescription, "AnyObject")
        XCTAssertNil(types.parameterType(at: 2, of: "addObserver", on: "UIStateManager"))
        // Declared twice (a file another target holds): the table says so, for the rules that must not guess.
        let twice = table([
            "A/StateStore.swift": "final class StateStore { func addObserver(_ owner: AnyObject, block: @escaping (Int) -> Void) {} }",
            "B/StateStore.swift": "final class StateStore { func addObserver(_ owner: AnyObject, block: @escaping (String) -> Void) {} }",
        ])
        XCTAssertTrue(twice.isDeclaredMoreThanOnce("StateStore"))
        XCTAssertFalse(types.isDeclaredMoreThanOnce("UIStateManager"))
    }

    /// A member the app's base class declares is the subclass's too, typed as declared there; one a generic base types by
    /// its own parameter has no type the subclass could name. A module qualifying a type (`Swift.Result`) is no type.
    func testAMemberTypeIsFoundOnTheClassesATypeIsBuiltOn() {
        let types = table([
            "Repositories.swift": """
            class BaseRepository<Local> {
                var currentUserId: String? { nil }
                let local: Local? = nil
            }
            final class UserRepository: BaseRepository<Int> {
                var name = ""
            }
            """
        ])
        XCTAssertEqual(types.memberType("name", of: "UserRepository")?.trimmedDescription, "String")
        XCTAssertEqual(types.memberType("currentUserId", of: "UserRepository")?.trimmedDescription, "String?")
        XCTAssertNil(types.memberType("local", of: "UserRepository"))
        XCTAssertEqual(types.memberType("local", of: "BaseRepository")?.trimmedDescription, "Local?")
        XCTAssertEqual(TypeText.names(in: TypeText.parse("Swift.Result<[Note], Error>")), ["Result", "Note", "Error"])
    }

    func testATopLevelTypeIsNotHiddenByANestedOneOfTheSameName() {
        // The nested enum's file comes first; plain `TextField` elsewhere names the top-level class.
        let types = table([
            "A/Style.swift": "enum Style { enum TextField { static let height = 44 } }",
            "B/TextField.swift": "class TextField: UIControl {}\nstruct Holder { enum Style {} }",
        ])
        XCTAssertEqual(types["TextField"]?.isNested, false)
        XCTAssertEqual(types.lineage(of: "TextField"), ["TextField", "UIControl"])
        XCTAssertEqual(types["Style"]?.isNested, false, "nor is a top-level type replaced by a later nested one")
    }

    func testUsesOfAControllerAreFoundThroughWhatNamesIt() {
        let opener = """
            import UIKit
            final class Flow {
                let navigation = UINavigationController()
                func open(_ item: Item, segue: UIStoryboardSegue) {
                    let feed = FeedViewController()
                    feed.item = item
                    navigation.pushViewController(feed, animated: true)
                    (segue.destination as? FeedViewController)?.reload()
                    if let shown = navigation.topViewController as? FeedViewController { _ = shown.items.count }
                    let other = OtherViewController()
                    other.item = item
                }
                func show(_ screen: FeedViewController) { screen.delegate = nil }
            }
            """
        let uses = MemberUseCollector.uses(of: "FeedViewController", in: ParsedSource(text: opener, path: "Flow.swift"))
        XCTAssertEqual(uses.map(\.member), ["item", "reload", "items", "delegate"])
        XCTAssertEqual(uses.map(\.isWrite), [true, false, false, true])
        XCTAssertEqual(uses.first?.location, SourceLocation(path: "Flow.swift", line: 6, column: 9))
        XCTAssertEqual(uses.first?.code, "feed.item = item")
    }

    func testTheProjectRootIsTheNearestFolderWithAMarker() throws {
        let root = Paths.temporaryDirectory("mvc2viper-root")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("App/Screens")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let file = nested.appendingPathComponent("Screen.swift")
        try "final class Screen {}\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            ProjectIndex.locateRoot(around: file.path).map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            root.standardizedFileURL.path)
    }

    func testAProjectFolderThatCannotBeReadStopsTheMigration() {
        XCTAssertThrowsError(try ProjectIndex.build(root: "/nonexistent-mvc2viper-project", jobs: 1)) { error in
            guard case MigrationError.unreadable? = error as? MigrationError else { return XCTFail("\(error)") }
            XCTAssertEqual((error as? MigrationError)?.exitCode, 1)
        }
    }
}
