import Foundation

/// The Profile module, migrated by mvc2viper from ProfileViewController.
@MainActor
protocol ProfileInteractorProtocol {
    func viewDidLoad()
    func save(_ nameFieldText: String?)
    func close()
    func didSave(_ user: User)
}
