import SwiftSyntax
import SwiftSyntaxBuilder

/// What every Coordinated Surf MVP coordinator is to the flow that starts it: something to start,
/// which says when it has finished. Emitted once into the output folder.
enum FlowCoordinatorSupport {
    static let path = "FlowCoordinator.swift"

    static var source: SourceFileSyntax {
        """
        import Foundation

        /// A flow of screens run by a coordinator (Coordinated Surf MVP).
        @MainActor
        protocol FlowCoordinator: AnyObject {
            /// Called when the flow is over; the flow that started it releases it then.
            var finishFlow: (() -> Void)? { get set }
            func start()
        }
        """
    }
}
