import Foundation

/// The Contacts module, migrated by mvc2viper from ContactsViewController.
@MainActor
protocol ContactsModuleOutput: AnyObject {
    var onOpenHelp: (() -> Void)? { get set }
    var onOpenContact: ((Contact) -> Void)? { get set }
    var onOpenDelete: ((Contact, @escaping () -> Void) -> Void)? { get set }
}
