import SwiftSyntax
import SwiftSyntaxBuilder

/// How the app makes the screen, and so how the module's builder makes it: a controller whose views a
/// storyboard or nib holds has none of them when built with `init()`, and traps at its first outlet.
enum ScreenCreation: Equatable {
    /// Its own initializer, or `init()`: the screen builds its views in code.
    case code
    /// `UIStoryboard(name:bundle:).instantiateViewController(withIdentifier:)`.
    case storyboard(name: String, identifier: String)
    /// The storyboard's initial scene: `instantiateInitialViewController()`.
    case initialScene(name: String)
    /// A scene without a Storyboard ID: only a segue or the storyboard itself makes it, so the builder wires the
    /// controller it is given (`configure(_:)`) and makes none.
    case storyboardWithoutIdentifier(InterfaceScene)
    /// `init(nibName:bundle:)`.
    case nib(name: String)

    /// The app's way, from the scenes the project's Interface Builder files hold for the controller. A controller
    /// declaring its own initializer is made by it (the app calls it: a nib screen's `init()` names its nib).
    init(_ plan: MigrationPlan) {
        let scenes = plan.source.scenes.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        if Self.ownInitializer(of: plan.controller) != nil {
            self = .code
        } else if let scene = scenes.first(where: { $0.kind == .storyboard && $0.identifier != nil }), let identifier = scene.identifier {
            self = .storyboard(name: scene.name, identifier: identifier)
        } else if let scene = scenes.first(where: { $0.kind == .storyboard && $0.isInitial }) {
            self = .initialScene(name: scene.name)
        } else if let scene = scenes.first(where: { $0.kind == .storyboard }) {
            self = .storyboardWithoutIdentifier(scene)
        } else if let nib = scenes.first(where: { $0.kind == .nib }) {
            self = .nib(name: nib.name)
        } else {
            self = .code
        }
    }

    /// The controller's own designated initializer, if it declares one the builder can call.
    static func ownInitializer(of controller: ControllerModel) -> MemberModel? {
        controller.members.first { member in
            member.kind == .initializer && !member.name.hasPrefix("init(coder:") && member.name != "init(nibName:bundle:)"
        }
    }

    /// Whether the builder can make the controller itself.
    var makesController: Bool {
        if case .storyboardWithoutIdentifier = self { return false }
        return true
    }

    /// `let viewController = …` for `.storyboard`, `.initialScene` and `.nib`; nil for the others. A scene that is not
    /// the controller stops the app with what it expected, and fails a generated test (`inTest`) instead of trapping.
    func statements(declaring variable: String, of type: TypeSyntax, inTest: Bool = false) -> [CodeBlockItemSyntax]? {
        let made: ExprSyntax
        let scene: String
        switch self {
        case .code, .storyboardWithoutIdentifier:
            return nil
        case .nib(let name):
            return ["let \(raw: variable) = \(type.trimmed)(nibName: \(literal: name), bundle: nil)"]
        case .storyboard(let name, let identifier):
            made = "UIStoryboard(name: \(literal: name), bundle: nil).instantiateViewController(withIdentifier: \(literal: identifier))"
            scene = "the scene \(identifier) of \(name).storyboard"
        case .initialScene(let name):
            made = "UIStoryboard(name: \(literal: name), bundle: nil).instantiateInitialViewController()"
            scene = "the initial scene of \(name).storyboard"
        }
        if inTest { return ["let \(raw: variable) = try XCTUnwrap(\(made) as? \(type.trimmed))"] }
        return [
            """
            guard let \(raw: variable) = \(made) as? \(type.trimmed) else {
                preconditionFailure(\(literal: "\(scene) is not a \(type.trimmedText)"))
            }
            """
        ]
    }

    /// Whether the screen is made from a storyboard or nib, which connects its outlets when its view loads.
    var loadsInterface: Bool {
        switch self {
        case .storyboard, .initialScene, .nib: return true
        case .code, .storyboardWithoutIdentifier: return false
        }
    }

    /// What the report tells about a screen the builder cannot make, as a diagnostic, or nil.
    func note(controller: String) -> String? {
        guard case .storyboardWithoutIdentifier(let scene) = self else { return nil }
        return "\(scene.path):\(scene.line):1: note: [entry-point] \(controller)'s scene in \(scene.name).storyboard has no Storyboard ID, "
            + "so only the storyboard makes it and the module wires the controller it makes (configure(_:)); give the scene a "
            + "Storyboard ID in Interface Builder's Identity inspector to build the module in code"
    }
}
