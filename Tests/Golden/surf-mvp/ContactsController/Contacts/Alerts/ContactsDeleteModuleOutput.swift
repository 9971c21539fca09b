import Foundation

/// What the Delete alert reports: the actions the user chose.
@MainActor
protocol ContactsDeleteModuleOutput: AnyObject {
    func delete(_ contact: Contact)
}
