import Foundation

/// What the Delete alert reports: the actions the user chose.
protocol ContactsDeleteModuleOutput: AnyObject {
    func delete(_ contact: Contact)
}
