//
//  ContactsController.swift
//  Guide
//
//  A table-driven screen: contacts grouped in sections, a segue to the details with
//  prepare(for:sender:), a confirmation alert that deletes, and a plain error alert.
//

import UIKit

/// A person in the address book.
struct Contact {
    let id: String
    let name: String
    let phone: String
}

/// Loads and edits the address book.
protocol ContactsService {
    func loadContacts(completion: @escaping ([Contact], Error?) -> Void)
    func deleteContact(withId id: String) -> Bool
}

final class ContactsViewController: BaseTableViewController {

    /// The presenter. ContactsModuleConfigurator sets it; a controller made by a storyboard or
    /// an existing call site wires its module on first use, so those keep working.
    lazy var output: ContactsViewOutput = ContactsModuleConfigurator().configure(self)

    /// Shows the list: its data source and delegate.
    lazy var adapter: ContactsViewAdapter = {
        let manager = ContactsViewAdapter()
        manager.output = output
        return manager
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewLoaded()
    }

    @objc private func helpTapped() {
        output.help()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let configure = sender as? (UIStoryboardSegue) -> Void { configure(segue); return }
    }

    func confirmDeletion(of contact: Contact) {
        output.confirmDeletion(contact)
    }
}

// MARK: - ContactsViewInput

extension ContactsViewController: ContactsViewInput {
    func setupInitialState() {
        tableView.dataSource = adapter
        tableView.delegate = adapter
        title = "Contacts"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped))
    }

    func configure(with contacts: [Contact]) {
        self.adapter.contacts = contacts.sorted { $0.name < $1.name }
        self.tableView.reloadData()
    }

    func configure(with deleteContactResult: Bool, contact: Contact) {
        if deleteContactResult {
            self.adapter.contacts.removeAll { $0.id == contact.id }
            self.tableView.reloadData()
        }
    }
}

extension ContactsViewController: ModuleTransitionable {
}
