/// What the report says of the project around the input: where it is, what was read, which extension files
/// were rewritten with the view, and how each use other files make of the controller keeps working.
public struct ProjectReport: Codable, Equatable, Sendable {
    public struct Use: Codable, Equatable, Sendable {
        /// How the use keeps working.
        public enum Status: String, Codable, Sendable {
            /// The member stays in the view.
            case kept
            /// It forwards to the module input.
            case forwarded
            /// It left the view: the use must be changed by hand.
            case moved
        }

        public let member: String
        /// `path:line:column` of the use.
        public let location: String
        public let code: String
        public let status: Status
    }

    public let root: String
    public let filesIndexed: Int
    public let skipped: [ScanFailure]
    public let extensionFiles: [String]
    /// Extension files left holding nothing once their members moved: not written, to be deleted.
    public let filesToDelete: [String]?
    public let uses: [Use]

    init(_ summary: ProjectSummary, plan: MigrationPlan, module: EmittedModule) {
        root = summary.root
        filesIndexed = summary.filesIndexed
        skipped = summary.skipped
        extensionFiles = summary.extensionFiles
        let written = Set(module.files.map(\.path))
        let emptied = summary.extensionFiles.filter { !written.contains(EmittedModule.extensionViewPath(for: plan, original: $0)) }
        filesToDelete = emptied.isEmpty ? nil : emptied
        let edits = plan.viewEdits
        uses = summary.outsideUses.compactMap { use in
            let members = plan.controller.members(withBaseName: use.member)
            guard !members.isEmpty else { return nil }  // An inherited member (`title`, `view`): UIKit's, not the screen's.
            let status: Use.Status
            if members.contains(where: { edits.forwardedMembers[$0.name] != nil || edits.forwardedProperties[$0.name] != nil }) {
                status = .forwarded
            } else if members.allSatisfy({ edits.removedMembers.contains($0.name) }) {
                status = .moved
            } else {
                status = .kept
            }
            return Use(member: use.member, location: use.location.description, code: use.code, status: status)
        }
    }
}
