import Foundation

/// A flow of screens run by a coordinator (Coordinated Surf MVP).
@MainActor
protocol FlowCoordinator: AnyObject {
    /// Called when the flow is over; the flow that started it releases it then.
    var finishFlow: (() -> Void)? {
        get
        set
    }
    func start()
}
