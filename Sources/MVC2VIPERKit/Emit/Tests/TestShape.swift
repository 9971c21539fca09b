import SwiftSyntax

/// What one architecture's generated tests need to know about its module: how it is built, which
/// object holds the logic the view's events reach, and which collaborators tests replace by spies.
/// Each emitter fills one; `ModuleTests` writes the files the architecture's documents list.
struct TestShape {
    /// A test case the documents list, by the part it tests.
    enum Document {
        case builder, view, logic, model, router
    }

    /// An object under test and the module protocols it talks through, which tests give it spies for.
    struct Subject {
        /// Its name in the builder's wiring (`presenter`), through which a test reaches it when it is not made directly.
        let local: String
        let type: String
        /// `(property, protocol)`: the collaborators a test replaces (`view`, `router`), assigned after it is made.
        var spies: [(property: String, protocolName: String)] = []
        /// Collaborators its initializer takes (VIPER's `interactor` and `router`): the test makes it with spies.
        var initializerSpies: [(label: String, protocolName: String)] = []
        /// The protocol of the results it hears about (`MenuInteractorOutput`), when tests can call them.
        var resultsProtocol: String? = nil
        /// The requests it implements (VIPER's interactor, Surf's service), through this protocol.
        var requestsProtocol: String? = nil
        /// It maps models to plain objects itself (VIPER's interactor, Surf's service, VIP's presenter).
        var mapsEntities = false
        /// Every collaborator a test gives a spy, handed to the initializer or assigned: `(name, protocol)`.
        var collaborators: [(name: String, protocolName: String)] {
            initializerSpies.map { ($0.label, $0.protocolName) } + spies.map { ($0.property, $0.protocolName) }
        }

        /// The protocol of what it formats for the view (VIP's `MenuPresenterProtocol`: `presentQuarters` → `displayQuarters`).
        var presentationsProtocol: String? = nil
    }

    let builder: BuilderShape
    /// The tests the architecture's documents list, in their order, with the file's type name.
    let documents: [(document: Document, name: String)]
    /// The object the view's events reach: VIPER's and Surf's presenter, VIP's interactor.
    let logic: Subject
    /// VIPER's interactor and Surf's service (the requests and their reports), VIP's presenter (what it shows).
    var model: Subject? = nil
    /// The router and the property holding the screen it starts from; nil when a coordinator navigates.
    var router: (type: String, handler: String)? = nil
    /// The view's property for what its events reach (`output`, VIP's `interactor`) and its protocol.
    let viewOutput: (property: String, protocolName: String)
}
