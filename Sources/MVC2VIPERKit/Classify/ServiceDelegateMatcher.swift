import SwiftSyntax

/// Data that arrives through a service's delegate (`chatService.delegate = self` and
/// `chatService(_:didReceive:)`): the interactor becomes the delegate, and each callback delivers
/// what it was given to the presenter, which hands it to the view's original display code.
///
/// ## Before
/// ```swift
/// override func viewDidLoad() { chatService.delegate = self }
/// func chatService(_ service: ChatService, didReceive message: Message) { transcriptLabel.text = message.text }
/// ```
/// ## After
/// ```swift
/// func obtainChatServiceUpdates() { chatService.delegate = self }          // interactor
/// func chatService(_ service: ChatService, didReceive message: Message) {  // interactor, the delegate
///     output?.didObtainMessage(message)
/// }
/// func showMessage(_ message: Message) { transcriptLabel.text = message.text }   // view
/// ```
struct ServiceDelegateMatcher {
    struct Finding {
        let dependency: String
        /// The delegate protocol (`ChatServiceDelegate`).
        let protocolName: String
        /// `chatService.delegate = self`, and the lifecycle method it sits in.
        let assignment: CodeBlockItemSyntax
        let trigger: MemberModel
        /// The controller's implementations of the protocol's methods, each with the values it shows.
        let callbacks: [(member: MemberModel, results: [Parameter])]
        let evidence: Evidence
    }

    let context: ClassificationContext

    func findings(claimed: Set<SyntaxIdentifier>) -> (found: [Finding], declined: [Unresolved]) {
        var found: [Finding] = []
        var declined: [Unresolved] = []
        let recipe = context.catalog.evidenceID(.lifecycleFetch)
        let fetch = FetchMatcher(context: context)
        for trigger in context.controller.members where trigger.isOverride && fetch.isTrigger(trigger) && !trigger.isLeftAsWritten {
            for statement in Array(trigger.body ?? []) where !claimed.contains(statement.id) {
                guard let dependency = delegatedDependency(statement),
                    let typeName = context.inference.memberType(dependency).map({ TypeText.baseName($0.trimmedText) }),
                    let delegateType = context.types[typeName]?.storedProperties.first(where: { $0.name == "delegate" })?.type
                        ?? context.types.memberType("delegate", of: typeName),
                    let protocolInfo = context.types[TypeText.baseName(delegateType.trimmedText)], protocolInfo.isProtocol
                else { continue }
                let members = context.controller.members.filter { member in
                    member.kind == .function && protocolInfo.method(member.baseName) != nil && !member.isLeftAsWritten
                }
                var callbacks: [(MemberModel, [Parameter])] = []
                var problem: String?
                for member in members {
                    let references = context.references(member.declaration, locals: Set(member.parameters.map(\.name)))
                    if context.dataAccess(in: member.declaration, references: references) != nil || references.usesSelfAsValue {
                        problem = "\(member.name) does more than show what it is given"
                        break
                    }
                    // The service itself does not travel; what it reports does.
                    let results = member.parameters.filter { TypeText.baseName($0.type.trimmedText) != typeName }
                        .map { Parameter(label: nil, name: $0.name, type: $0.type.trimmed) }
                    callbacks.append((member, results))
                }
                let evidence = Evidence(recipe: recipe, line: context.line(statement), syntax: context.snippet(statement))
                if let problem {
                    declined.append(Unresolved(member: trigger.name, line: evidence.line, reason: "its service delegate: " + problem, recipe: recipe))
                    continue
                }
                guard !callbacks.isEmpty else { continue }
                found.append(
                    Finding(
                        dependency: dependency, protocolName: protocolInfo.name, assignment: statement, trigger: trigger,
                        callbacks: callbacks.map { (member: $0.0, results: $0.1) }, evidence: evidence))
            }
        }
        return (found, declined)
    }

    /// `chatService.delegate = self` on a dependency: its name.
    private func delegatedDependency(_ statement: CodeBlockItemSyntax) -> String? {
        guard let (target, value) = ModuleInputPlanner.assignmentTarget(statement), value.trimmedText == "self",
            target.hasSuffix(".delegate")
        else { return nil }
        let receiver = String(target.dropLast(".delegate".count)).replacingOccurrences(of: "self.", with: "")
        return context.dependencyNames.contains(receiver) ? receiver : nil
    }
}
