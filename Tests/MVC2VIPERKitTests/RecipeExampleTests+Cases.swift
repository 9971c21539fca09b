// Written from Recipes/*.json by `UPDATE_RECIPE_EXAMPLE_TESTS=1 swift test --filter RecipeExampleTests`; do not edit.
extension RecipeExampleTests {
    func test_collections_aDataSourceExtensionAndTheStateItShows() throws {
        try check(recipe: "collections", example: "a data source extension and the state it shows")
    }

    func test_collections_aTableControllerSOverridesWithNoDataSourceSetInCode() throws {
        try check(recipe: "collections", example: "a table controller's overrides, with no data source set in code")
    }

    func test_collections_dataSourceMethodsThatUseTheControllerSOutletsAskTheViewForThemThroughTheManagerSDelegate() throws {
        try check(recipe: "collections", example: "data source methods that use the controller's outlets ask the view for them through the manager's delegate")
    }

    func test_collections_aDiffableDataSourceTheHelpersThatMakeAndUpdateItAndADelegateMethod() throws {
        try check(recipe: "collections", example: "a diffable data source, the helpers that make and update it, and a delegate method")
    }

    func test_collections_aStaticStoryboardTableTheControllerRelaysItsDelegateMethodsToTheManager() throws {
        try check(recipe: "collections", example: "a static storyboard table: the controller relays its delegate methods to the manager")
    }

    func test_collections_delegateMethodsOfAListFedElsewhereThatReadNeitherStateNorDataArePlainViewCodeNotReported() throws {
        try check(recipe: "collections", example: "delegate methods of a list fed elsewhere that read neither state nor data are plain view code, not reported")
    }

    func test_collections_theListSMethodsAndTheNestedTypesOnlyTheyNameMoveTheViewKeepsWhatItAlsoUsesCellIDAMethodAnOutletWhichTheManagerAsksOfItThroughItsDelegate() throws {
        try check(recipe: "collections", example: "the list's methods and the nested types only they name move; the view keeps what it also uses (CellID, a method, an outlet), which the manager asks of it through its delegate")
    }

    func test_collections_aListWhoseDataSourceMethodTheViewCallsByNameStaysTheCallWouldReachAMethodThatMoved() throws {
        try check(recipe: "collections", example: "a list whose data source method the view calls by name stays: the call would reach a method that moved")
    }

    func test_collections_stateTheControllerSInitializerSetsBeforeSuperInitNoValueOfItsOwnStaysInTheViewTheManagerAsksTheViewForIt() throws {
        try check(recipe: "collections", example: "state the controller's initializer sets (before super.init, no value of its own) stays in the view; the manager asks the view for it")
    }

    func test_collections_aListFedElsewhereNoDataSourceMethodsHereItsDelegateMethodsAreTheViewSAndOneThatOnlyLaysOutIsNotReportedWhatAnotherOfThemReadsIsHandledWithThatMethod() throws {
        try check(recipe: "collections", example: "a list fed elsewhere (no data source methods here): its delegate methods are the view's, and one that only lays out is not reported (what another of them reads is handled with that method)")
    }

    func test_collections_aSettingsListThatShowsNothingOfTheModelWhoseCellsSwitchesTargetTheControllerIsTheViewSOwnItStaysInTheViewUnreportedWithModelDataInItTheSameListIsReported() throws {
        try check(recipe: "collections", example: "a settings list that shows nothing of the model, whose cells' switches target the controller, is the view's own: it stays in the view unreported (with model data in it, the same list is reported)")
    }

    func test_collections_cellsHandedTheControllerAsTheirDelegateAsTheScreenTheyPresentFromGetTheViewFromTheManagerWhoseDelegateProtocolRefinesWhatTheCellsTake() throws {
        try check(recipe: "collections", example: "cells handed the controller (as their delegate, as the screen they present from) get the view from the manager, whose delegate protocol refines what the cells take")
    }

    func test_collections_aListOfModelDataWhoseCellsButtonsTargetTheControllerSSelectorsStaysInTheViewReportedTheManagerCouldNotNameTheControllerSMethods() throws {
        try check(recipe: "collections", example: "a list of model data whose cells' buttons target the controller's selectors stays in the view, reported: the manager could not name the controller's methods")
    }

    func test_collections_whatTheControllerSFileKeepsPrivateAndTheListReadsASectionEnumACellIdentifierStringsAnExtensionOfTheCellIsCopiedIntoTheManagerSFileWhichCannotSeeTheOriginal() throws {
        try check(recipe: "collections", example: "what the controller's file keeps private and the list reads (a section enum, a cell identifier, strings, an extension of the cell) is copied into the manager's file, which cannot see the original")
    }

    func test_fetchedResults_aTableFedByALazyFetchedResultsControllerOnAnInjectedContext() throws {
        try check(recipe: "fetched-results", example: "a table fed by a lazy fetched results controller on an injected context")
    }

    func test_lazyDependency_anOptionalBackedGetterUsedByTheInteractorSFetch() throws {
        try check(recipe: "lazy-dependency", example: "an optional-backed getter, used by the interactor's fetch")
    }

    func test_lazyDependency_aLazyViewIsUINotADependency() throws {
        try check(recipe: "lazy-dependency", example: "a lazy view is UI, not a dependency")
    }

    func test_lazyDependency_aViewOfTheAppSOwnNamedLikeADependencyIsUINotADependency() throws {
        try check(recipe: "lazy-dependency", example: "a view of the app's own named like a dependency is UI, not a dependency")
    }

    func test_lazyDependency_aServiceUsedByCodeThatStaysInTheViewIsInjectedIntoTheView() throws {
        try check(recipe: "lazy-dependency", example: "a service used by code that stays in the view is injected into the view")
    }

    func test_lazyDependency_anOptionalSlotFilledLaterIsNotADependencyTheControllerCreates() throws {
        try check(recipe: "lazy-dependency", example: "an optional slot filled later is not a dependency the controller creates")
    }

    func test_lazyDependency_aLoaderInjectedThroughAConvenienceInitializer() throws {
        try check(recipe: "lazy-dependency", example: "a loader injected through a convenience initializer")
    }

    func test_lazyDependency_aHelperThatKeepsViewsOfItsOwnAnEmptyStateContainerDrawsOnTheScreenWhateverItsNameSaysNoDependencyToInjectAndItsShowOpensNoScreen() throws {
        try check(recipe: "lazy-dependency", example: "a helper that keeps views of its own (an empty-state container) draws on the screen, whatever its name says: no dependency to inject, and its show opens no screen")
    }

    func test_lazyDependency_anEnumIsAValueNotADependencyWhateverItsNameEndsInShareContextAndATypeThatOnlyNamespacesItsMemberTypeSyncManagerServiceCloudIsNotUsedBothStayTheScreenSState() throws {
        try check(recipe: "lazy-dependency", example: "an enum is a value, not a dependency, whatever its name ends in (ShareContext), and a type that only namespaces its member type (SyncManager.Service.cloud) is not used: both stay the screen's state")
    }

    func test_lazyDependency_aSingletonOfTheAppSObjectiveCSideGotThroughItsAccessorNotesManagerSharedInstanceWhichNoSwiftFileDeclares() throws {
        try check(recipe: "lazy-dependency", example: "a singleton of the app's Objective-C side, got through its accessor (NotesManager.sharedInstance()), which no Swift file declares")
    }

    func test_lazyDependency_whatHandlesTheKeyboardAKeyboardManagerIsTheScreenSOwnWhateverItsNameEndsInNoDependencyAndNoModelTheViewUses() throws {
        try check(recipe: "lazy-dependency", example: "what handles the keyboard (a KeyboardManager) is the screen's own, whatever its name ends in: no dependency, and no model the view uses")
    }

    func test_lifecycleFetch_aCoreDataFetchInViewDidLoadShownInALabel() throws {
        try check(recipe: "lifecycle-fetch", example: "a Core Data fetch in viewDidLoad, shown in a label")
    }

    func test_lifecycleFetch_aServiceCallOnePrivateHelperAwayFromViewWillAppear() throws {
        try check(recipe: "lifecycle-fetch", example: "a service call one private helper away from viewWillAppear")
    }

    func test_lifecycleFetch_aPrivateHelperThatOnlyTheDataAccessCallsMovesWithIt() throws {
        try check(recipe: "lifecycle-fetch", example: "a private helper that only the data access calls moves with it")
    }

    func test_lifecycleFetch_aFetchAssignedStraightToAPropertyInAPrivateHelperOfATableController() throws {
        try check(recipe: "lifecycle-fetch", example: "a fetch assigned straight to a property, in a private helper of a table controller")
    }

    func test_lifecycleFetch_aCompletionHandlerThatHopsToTheMainQueueAndATaskAwaitingAService() throws {
        try check(recipe: "lifecycle-fetch", example: "a completion handler that hops to the main queue, and a Task awaiting a service")
    }

    func test_lifecycleFetch_aLifecycleMethodThatOnlySetsUpViewsStaysInTheView() throws {
        try check(recipe: "lifecycle-fetch", example: "a lifecycle method that only sets up views stays in the view")
    }

    func test_lifecycleFetch_aURLSessionCompletionHandlerOnePrivateHelperAwayHoppingToTheMainQueue() throws {
        try check(recipe: "lifecycle-fetch", example: "a URLSession completion handler one private helper away, hopping to the main queue")
    }

    func test_lifecycleFetch_aGenericControllerWithNestedTypesIndentedWithTabs() throws {
        try check(recipe: "lifecycle-fetch", example: "a generic controller with nested types, indented with tabs")
    }

    func test_lifecycleFetch_anActionThatSendsWhatTheUserTypedAndShowsTheOutcome() throws {
        try check(recipe: "lifecycle-fetch", example: "an action that sends what the user typed, and shows the outcome")
    }

    func test_lifecycleFetch_aNotificationObserverOfModelChangesBlockBased() throws {
        try check(recipe: "lifecycle-fetch", example: "a notification observer of model changes, block-based")
    }

    func test_lifecycleFetch_aTimerThatPollsAServiceThroughAPrivateHelper() throws {
        try check(recipe: "lifecycle-fetch", example: "a timer that polls a service through a private helper")
    }

    func test_lifecycleFetch_anIfLetAroundAURLSessionCallThatDecodesInsideADoCatch() throws {
        try check(recipe: "lifecycle-fetch", example: "an if-let around a URLSession call that decodes inside a do/catch")
    }

    func test_lifecycleFetch_anInternalHelperThatBuildsASessionStartsATaskAndResumesIt() throws {
        try check(recipe: "lifecycle-fetch", example: "an internal helper that builds a session, starts a task and resumes it")
    }

    func test_lifecycleFetch_combineAssignToALabelAndToTheControllerSState() throws {
        try check(recipe: "lifecycle-fetch", example: "Combine assign to a label and to the controller's state")
    }

    func test_lifecycleFetch_aSelectorBasedNotificationObserverWhoseMethodReloadsFromAService() throws {
        try check(recipe: "lifecycle-fetch", example: "a selector-based notification observer whose method reloads from a service")
    }

    func test_lifecycleFetch_aTimerKeptInAPropertyPollingAServiceStoppedWhenTheScreenDisappearsAndInDeinit() throws {
        try check(recipe: "lifecycle-fetch", example: "a timer kept in a property, polling a service, stopped when the screen disappears and in deinit")
    }

    func test_lifecycleFetch_widgetsSetStraightFromStoredValuesAndASwitchSActionSavingWhatTheUserSetOnIt() throws {
        try check(recipe: "lifecycle-fetch", example: "widgets set straight from stored values, and a switch's action saving what the user set on it")
    }

    func test_lifecycleFetch_anRxSwiftSubscriptionWithSuccessAndFailureClosuresKeptInADisposeBag() throws {
        try check(recipe: "lifecycle-fetch", example: "an RxSwift subscription with success and failure closures, kept in a dispose bag")
    }

    func test_lifecycleFetch_aListThatLoadsMoreAsItsLastRowShowsThroughTheLoaderViewDidLoadAlsoCalls() throws {
        try check(recipe: "lifecycle-fetch", example: "a list that loads more as its last row shows, through the loader viewDidLoad also calls")
    }

    func test_lifecycleFetch_aServiceThatReportsThroughADelegateTheControllerIs() throws {
        try check(recipe: "lifecycle-fetch", example: "a service that reports through a delegate the controller is")
    }

    func test_lifecycleFetch_anAsyncHelperATaskCallsShowsItsSpinnerFirstThenAwaitsTheServiceInADoCatch() throws {
        try check(recipe: "lifecycle-fetch", example: "an async helper a task calls shows its spinner first, then awaits the service in a do/catch")
    }

    func test_lifecycleFetch_aPrivateHelperARequestRunsThatAnotherMethodAlsoCallsTheInteractorTakesItAndTheViewKeepsItsOwnForTheCallerItKeeps() throws {
        try check(recipe: "lifecycle-fetch", example: "a private helper a request runs that another method also calls: the interactor takes it, and the view keeps its own for the caller it keeps")
    }

    func test_lifecycleFetch_aSelectorObserverOfANotificationPostedOffTheMainThreadTheModuleSObserverRunsOnTheMainQueueKeepsItsTokenAndIsRemovedWithTheModule() throws {
        try check(recipe: "lifecycle-fetch", example: "a selector observer of a notification posted off the main thread: the module's observer runs on the main queue, keeps its token and is removed with the module")
    }

    func test_lifecycleFetch_whatStylesTheScreenIsViewCodeOnlyTheRequestMoves() throws {
        try check(recipe: "lifecycle-fetch", example: "what styles the screen is view code: only the request moves")
    }

    func test_lifecycleFetch_dataAccessOutsideALifecycleMethodAHelperSeveralMembersCallADelegateCallbackAndViewWillDisappearKeepTheirNamesAndSendEventsOnlyTheirDataWorkMoves() throws {
        try check(recipe: "lifecycle-fetch", example: "data access outside a lifecycle method: a helper several members call, a delegate callback and viewWillDisappear keep their names and send events; only their data work moves")
    }

    func test_lifecycleFetch_oneStatementThatReadsDataAndDrawsSplitsTheReadsRunInTheModelTheStatementShowsWhatTheyReadAnArgumentAnAssignedValueAnIfCondition() throws {
        try check(recipe: "lifecycle-fetch", example: "one statement that reads data and draws splits: the reads run in the model, the statement shows what they read (an argument, an assigned value, an if condition)")
    }

    func test_lifecycleFetch_theViewTakingItselfOffTheNotificationCenterIsNotDataAccessWithItsKeyboardObserverItStaysInTheViewUnreported() throws {
        try check(recipe: "lifecycle-fetch", example: "the view taking itself off the notification center is not data access: with its keyboard observer, it stays in the view, unreported")
    }

    func test_lifecycleFetch_aGuardWhoseDataReadCanEndTheMethodTakesTheCodeAfterItAlongTheReadGoesToTheModelTheGuardAndThatCodeShowWhatItFoundSoTheCodeStillRunsOnlyWhenTheGuardPasses() throws {
        try check(recipe: "lifecycle-fetch", example: "a guard whose data read can end the method takes the code after it along: the read goes to the model, the guard and that code show what it found, so the code still runs only when the guard passes")
    }

    func test_lifecycleFetch_aSelectorObserverWhoseMethodTheViewAlsoCallsItselfTheModelObservesAndTheViewSMethodRunsWhereTheNotificationArrives() throws {
        try check(recipe: "lifecycle-fetch", example: "a selector observer whose method the view also calls itself: the model observes, and the view's method runs where the notification arrives")
    }

    func test_lifecycleFetch_dataWorkInsideADecisionTheViewMakesTheViewKeepsDecidingAndEachBranchSendsAnEventOfItsOwn() throws {
        try check(recipe: "lifecycle-fetch", example: "data work inside a decision the view makes: the view keeps deciding, and each branch sends an event of its own")
    }

    func test_lifecycleFetch_aSwitchOverWhatTheUserPickedWithASettingSavedInEachCaseTheViewKeepsTheSwitch() throws {
        try check(recipe: "lifecycle-fetch", example: "a switch over what the user picked, with a setting saved in each case: the view keeps the switch")
    }

    func test_lifecycleFetch_aDecisionThatReadsDataItselfIsNotTheViewSToKeepTheStatementStaysAndSaysWhy() throws {
        try check(recipe: "lifecycle-fetch", example: "a decision that reads data itself is not the view's to keep: the statement stays, and says why")
    }

    func test_lifecycleFetch_aGuardOnAStoredSettingAtTheTopOfAnActionTheReadGoesToTheModelTheGuardAndTheRestOfTheActionShowWhatItFound() throws {
        try check(recipe: "lifecycle-fetch", example: "a guard on a stored setting at the top of an action: the read goes to the model, the guard and the rest of the action show what it found")
    }

    func test_lifecycleFetch_aModelTheDisplayCodeHandsWholeToAnotherTypeAViewMadeForItReachesTheViewAsTheModelNotAPlainObjectAndTheReportSaysWhy() throws {
        try check(recipe: "lifecycle-fetch", example: "a model the display code hands whole to another type (a view made for it) reaches the view as the model, not a plain object, and the report says why")
    }

    func test_lifecycleFetch_aBackgroundHopWhoseClosureEndsWithADataCallDeliveringInItsOwnClosureTheModelMakesTheHopAndTheCallAndTheCallSResultsReachTheView() throws {
        try check(recipe: "lifecycle-fetch", example: "a background hop whose closure ends with a data call delivering in its own closure: the model makes the hop and the call, and the call's results reach the view")
    }

    func test_lifecycleFetch_anObserverTokenTheViewChecksBeforeRemovingItIfLetProgressObserverGoesToTheModelWithTheObserverItKeepsTheViewSCopyWouldNeverBeSet() throws {
        try check(recipe: "lifecycle-fetch", example: "an observer token the view checks before removing it (if let progressObserver { … }) goes to the model with the observer it keeps: the view's copy would never be set")
    }

    func test_lifecycleFetch_aReadThroughAPlatformSingletonUserDefaultsStandardOfWhatAnExtensionOfTheAppSDeclaresIsTypedByThatExtension() throws {
        try check(recipe: "lifecycle-fetch", example: "a read through a platform singleton (UserDefaults.standard) of what an extension of the app's declares is typed by that extension")
    }

    func test_lifecycleFetch_aReactiveSwiftProducerARepositoryMethodMakesObservedWithOnValueTheClosureSParameterIsTheProducerSValueTypeAndTheRequestIsNamedForTheMethod() throws {
        try check(recipe: "lifecycle-fetch", example: "a ReactiveSwift producer a repository method makes, observed with on(value:): the closure's parameter is the producer's value type, and the request is named for the method")
    }

    func test_lifecycleFetch_aLocalDeclaredWithItsTypeAndGivenItsValueByTheDataAccessLetIdsIntIdsStoreMediaIDsTheDeclarationGoesToTheModelWithItAndWhatReadsTheLocalShowsTheResults() throws {
        try check(recipe: "lifecycle-fetch", example: "a local declared with its type and given its value by the data access (let ids: [Int]; ids = store.mediaIDs(…)): the declaration goes to the model with it, and what reads the local shows the results")
    }

    func test_lifecycleFetch_theControllerTakingItselfOffAStoreSListWhenItGoesUnsubscribeSelfUnregisterRemoveListenerReadsNoDataTheEndOfItsOwnRegistration() throws {
        try check(recipe: "lifecycle-fetch", example: "the controller taking itself off a store's list when it goes (unsubscribe(self), unregister…, remove…Listener) reads no data: the end of its own registration")
    }

    func test_lifecycleFetch_aServiceTheCodeMakesOnTheSpotDraftStoreOrReachesAsXSharedIsNoDataToHandBackTheViewWouldGetTheStoreAndCallItItselfSoTheStatementStaysReported() throws {
        try check(recipe: "lifecycle-fetch", example: "a service the code makes on the spot (DraftStore()) or reaches as X.shared is no data to hand back: the view would get the store and call it itself, so the statement stays, reported")
    }

    func test_lifecycleFetch_aConstantAServiceTypeDeclaresStaticLetLogReadsNoneOfItsDataLoggingBesideAScreenUpdateIsViewCode() throws {
        try check(recipe: "lifecycle-fetch", example: "a constant a service type declares (static let log) reads none of its data: logging beside a screen update is view code")
    }

    func test_lifecycleFetch_takingATokenOffANotificationCenterRemoveObserverKeyboardObserverReadsNoDataWhoeverRegisteredIt() throws {
        try check(recipe: "lifecycle-fetch", example: "taking a token off a notification center (removeObserver(keyboardObserver)) reads no data, whoever registered it")
    }

    func test_lifecycleFetch_aNotificationHandlerThatHopsToTheMainQueueStoresWhatItReadsInTheViewSStateAndShowsItTheReadRunsInTheModelAfterTheSameHopTheViewStoresWhatArrives() throws {
        try check(recipe: "lifecycle-fetch", example: "a notification handler that hops to the main queue, stores what it reads in the view's state and shows it: the read runs in the model after the same hop, the view stores what arrives")
    }

    func test_lifecycleFetch_aLocalTheDataWorkAddsToTotalStoreCountOfDayIsTheDataWorkSItsDeclarationGoesToTheModelWithTheLoopOrWhenTheViewAlsoShowsItBeforeItIsHandedToTheModelAndComesBackChangedWithTheResults() throws {
        try check(recipe: "lifecycle-fetch", example: "a local the data work adds to (total += store.count(of: day)) is the data work's: its declaration goes to the model with the loop, or, when the view also shows it before, it is handed to the model and comes back changed with the results")
    }

    func test_lifecycleFetch_buildingAUIKitObjectAnAlertWithWhatTheStoreSaysIsTheScreenSWorkEvenWhenItTouchesNoFieldOfTheControllerItShowsTheDataWorkSResultsAndNeverJoinsItInTheModel() throws {
        try check(recipe: "lifecycle-fetch", example: "building a UIKit object (an alert with what the store says) is the screen's work even when it touches no field of the controller: it shows the data work's results and never joins it in the model")
    }

    func test_lifecycleFetch_anAppSOwnCellVoteCellUITableViewCellTheDataWorkReadsStaysWithTheViewNoUIKitObjectIsHandedToTheModelWhateverTheClassIsNamed() throws {
        try check(recipe: "lifecycle-fetch", example: "an app's own cell (VoteCell: UITableViewCell) the data work reads stays with the view: no UIKit object is handed to the model, whatever the class is named")
    }

    func test_lifecycleFetch_plainReadsInTheConditionsOfAnIfSElseIfChainAreLiftedLikeALaterConditionSTheInteractorReadsThemTheViewSCommandDecidesOnTheValues() throws {
        try check(recipe: "lifecycle-fetch", example: "plain reads in the conditions of an if's else-if chain are lifted like a later condition's: the interactor reads them, the view's command decides on the values")
    }

    func test_lifecycleFetch_codeInACompletionThatOpensAScreenOfTheAppSOwnUpsellViewControllerShowIsNoModelWorkTheInteractorDeliversWhatItReadTheViewDecidesOnItAndTheRouterOpensTheScreen() throws {
        try check(recipe: "lifecycle-fetch", example: "code in a completion that opens a screen of the app's own (UpsellViewController().show()) is no model work: the interactor delivers what it read, the view decides on it and the router opens the screen")
    }

    func test_lifecycleFetch_aClosureTheScreenHandsOneOfItsViewsAsACallbackARowSSwitchToggledAButtonSTouchUpCallbackIsAnActionTheViewKeepsTheWiringAndTheClosureWhichSendsAnEventWithWhatTheControlHandsItTheDataWorkLeavesItsDisplayComesBackAsACommand() throws {
        try check(recipe: "lifecycle-fetch", example: "a closure the screen hands one of its views as a callback (a row's switchToggled, a button's touchUpCallback) is an action: the view keeps the wiring and the closure, which sends an event with what the control hands it; the data work leaves, its display comes back as a command")
    }

    func test_lifecycleFetch_aValueASwitchCaseBindsCaseLetRenewedCodeIsALocalOfItsBlockDataWorkReadingItLeavesOnlyIfTheEventCanPassItTypedHereTheAssociatedValueSTypeIsNotReadSoTheCallbackStaysWholeInTheViewAndSaysWhy() throws {
        try check(recipe: "lifecycle-fetch", example: "a value a switch case binds (case let .renewed(_, code)) is a local of its block: data work reading it leaves only if the event can pass it typed; here the associated value's type is not read, so the callback stays whole in the view and says why")
    }

    func test_lifecycleFetch_plainPropertyReadsInAnIfSBranchesAreLiftedWithItsConditionTheSameReadOnceTheInteractorReadsThemAllBeforeTheViewDecidesABranchReadThatCouldTrapWhenMadeEarlyAForcedUnwrapKeepsTheStatementWholeItsReadsAskedWhereTheyStand() throws {
        try check(recipe: "lifecycle-fetch", example: "plain property reads in an if's branches are lifted with its condition (the same read once): the interactor reads them all before the view decides; a branch read that could trap when made early (a forced unwrap) keeps the statement whole, its reads asked where they stand")
    }

    func test_lifecycleFetch_aCaseTheUserPicksFromAnEnumSCasesExportFormatAllCasesIndexIsTypedByTheEnumTheEventHandsItToTheDataWork() throws {
        try check(recipe: "lifecycle-fetch", example: "a case the user picks from an enum's cases (ExportFormat.allCases[index]) is typed by the enum: the event hands it to the data work")
    }

    func test_lifecycleFetch_aStoreTheControllerHandsItselfToOnlyAsTheOwnerOfAnObservationAddObserverOwnerAnyObjectBlockTheInteractorObservesOwningItItselfItsGuardOnTheUnwrappedSelfBindingSelfThereHandedToTheSameStoreElsewhereTooRemoveObserverSelfTheObservationStaysInTheViewWhichTakesItselfOff() throws {
        try check(recipe: "lifecycle-fetch", example: "a store the controller hands itself to only as the owner of an observation (addObserver(_ owner: AnyObject, block:)): the interactor observes, owning it itself (its guard on the unwrapped self binding self there); handed to the same store elsewhere too (removeObserver(self)), the observation stays in the view, which takes itself off")
    }

    func test_lifecycleFetch_aValueTheViewWaitsOnReadFromTheStoreAndReturnedTheViewAsksItsOutputTheModelAnswersWithTheMemberSStatements() throws {
        try check(recipe: "lifecycle-fetch", example: "a value the view waits on, read from the store and returned: the view asks its output, the model answers with the member's statements")
    }

    func test_lifecycleFetch_aValueTheViewWaitsOnReadThroughADependencyTheControllerMadeTheDependencyMovesToTheModelWithTheQuestion() throws {
        try check(recipe: "lifecycle-fetch", example: "a value the view waits on, read through a dependency the controller made: the dependency moves to the model with the question")
    }

    func test_lifecycleFetch_aValueAMethodReturnsReadFromTheStoreAfterChecksOnTheScreenTheViewKeepsTheChecksAndAsksItsOutputForTheValue() throws {
        try check(recipe: "lifecycle-fetch", example: "a value a method returns, read from the store after checks on the screen: the view keeps the checks and asks its output for the value")
    }

    func test_lifecycleFetch_aCountAndATitleATableSDataSourceReturnsReadFromTheStoreTheListSManagerAsksTheOutputTheModelAnswers() throws {
        try check(recipe: "lifecycle-fetch", example: "a count and a title a table's data source returns, read from the store: the list's manager asks the output, the model answers")
    }

    func test_lifecycleFetch_aRowSModelACellReadsBoundFromTheStoreTheListSManagerAsksTheOutputForItAndDrawsTheCellWithWhatItGets() throws {
        try check(recipe: "lifecycle-fetch", example: "a row's model a cell reads, bound from the store: the list's manager asks the output for it and draws the cell with what it gets")
    }

    func test_lifecycleFetch_aValueReadFromTheStoreThatAlsoReadsTheScreenStaysInTheViewWithTheReasonAReadBesideTheScreenSTheStoredZoomTimesTheScreenSScaleIsAskedWhereItStands() throws {
        try check(recipe: "lifecycle-fetch", example: "a value read from the store that also reads the screen stays in the view, with the reason; a read beside the screen's (the stored zoom times the screen's scale) is asked where it stands")
    }

    func test_lifecycleFetch_aMethodTheAppAddsToEveryViewControllerAnExtensionOfUIViewControllerIsTheScreenSDataWorkCallingItStaysInTheViewWithTheReasonTheMessageNavigationLeavesFromItsBlock() throws {
        try check(recipe: "lifecycle-fetch", example: "a method the app adds to every view controller (an extension of UIViewController) is the screen's: data work calling it stays in the view, with the reason; the message, navigation, leaves from its block")
    }

    func test_lifecycleFetch_anInitializerThatObservesTheModelAfterSuperInitSendsTheViewSFirstEventTheModelObservesTheViewSMethodShowsWhatArrivesAStoryboardSInitCoderKeepsItsObserverWithTheReason() throws {
        try check(recipe: "lifecycle-fetch", example: "an initializer that observes the model after super.init sends the view's first event: the model observes, the view's method shows what arrives; a storyboard's init(coder:) keeps its observer, with the reason")
    }

    func test_lifecycleFetch_aLocalTheViewBindsThatItsDataWorkReadsIsTypedByWhatTheCodeSaysAComparisonOrALogicalOperatorGivesABoolSenderIsSelectedMaximumAge30AReadThroughAnOptionalChainProfileNameThePropertySTypeMadeOptionalTheStandardLibrarySCollectionAPIItsResultPinnedIDsFirstIndexOfIdInt() throws {
        try check(recipe: "lifecycle-fetch", example: "a local the view binds that its data work reads is typed by what the code says: a comparison or a logical operator gives a Bool (sender.isSelected || maximumAge > 30), a read through an optional chain (profile?.name) the property's type made optional, the standard library's collection API its result (pinnedIDs.firstIndex(of: id) → Int?)")
    }

    func test_lifecycleFetch_aStatementThatReadsDataAndUsesAUIKitObjectTheControllerDoesNotHoldUIApplicationSharedOpenSplitsLikeOneThatDrawsTheReadGoesToTheModelTypedAsTheFrameworkMakesItURLStringAndIntTextMayFailAndTheViewDoesTheRest() throws {
        try check(recipe: "lifecycle-fetch", example: "a statement that reads data and uses a UIKit object the controller does not hold (UIApplication.shared.open) splits like one that draws: the read goes to the model, typed as the framework makes it (URL(string:) and Int(text) may fail), and the view does the rest")
    }

    func test_lifecycleFetch_aStaticMethodOfATypeTheAppDeclaresHandsItsResultToAClosureForecastServiceLoadCityResultInTheClosureSParameterIsTypedByThatDeclarationAndWhatTryResultGetReadsIsTheResultSSuccessType() throws {
        try check(recipe: "lifecycle-fetch", example: "a static method of a type the app declares hands its result to a closure (ForecastService.load(city:) { result in … }): the closure's parameter is typed by that declaration, and what try? result.get() reads is the Result's success type")
    }

    func test_lifecycleFetch_dataWorkACompletionRunsAfterItsDisplaySavingWhatItShowedStaysAfterItTheModelReportsFirstThenRunsItAsTheClosureDidDataWorkBetweenTwoUpdatesOfTheScreenKeepsTheClosureInTheViewWithTheReason() throws {
        try check(recipe: "lifecycle-fetch", example: "data work a completion runs after its display (saving what it showed) stays after it: the model reports first, then runs it, as the closure did; data work between two updates of the screen keeps the closure in the view, with the reason")
    }

    func test_lifecycleFetch_foundationSValuesARequestHandsBackNSAttributedStringURLRequestReachTheViewAsTheyArePlainValuesLikeStringAndDateThatNeedNoMappingAndAreNotReported() throws {
        try check(recipe: "lifecycle-fetch", example: "Foundation's values a request hands back (NSAttributedString, URLRequest) reach the view as they are: plain values, like String and Date, that need no mapping and are not reported")
    }

    func test_lifecycleFetch_aLocalNamingASharedStoreLetStoreUserDefaultsStandardLetCenterNotificationCenterDefaultLeavesWithEachPieceOfDataWorkThatUsesItWhichBindsItsOwnCopy() throws {
        try check(recipe: "lifecycle-fetch", example: "a local naming a shared store (let store = UserDefaults.standard, let center = NotificationCenter.default) leaves with each piece of data work that uses it, which binds its own copy")
    }

    func test_lifecycleFetch_aScreenThatStopsObservingThroughALocalNamingTheCenterKeepsItsSelectorObserversAndTheLocalAloneReadsNoData() throws {
        try check(recipe: "lifecycle-fetch", example: "a screen that stops observing through a local naming the center keeps its selector observers, and the local alone reads no data")
    }

    func test_lifecycleFetch_observersRegisteredThroughALocalNamingTheCenterStayWhenTheScreenStopsObservingThroughTheCenterItself() throws {
        try check(recipe: "lifecycle-fetch", example: "observers registered through a local naming the center stay when the screen stops observing through the center itself")
    }

    func test_lifecycleFetch_readsInsideTheStatementsOfAMemberThatAnswersItsCallerABadgeItBuildsATextFieldSAnswerAreAskedWhereTheyStandTheModelAnswersEachAndAValueReturnedNeverBecomesAnEvent() throws {
        try check(recipe: "lifecycle-fetch", example: "reads inside the statements of a member that answers its caller (a badge it builds, a text field's answer) are asked where they stand: the model answers each, and a value returned never becomes an event")
    }

    func test_lifecycleFetch_dataAMemberThatAnswersItsCallerChangesInPlaceFavoriteIDsAppendIsNoReadToAskTheMemberStaysInTheViewReported() throws {
        try check(recipe: "lifecycle-fetch", example: "data a member that answers its caller changes in place (favoriteIDs.append) is no read to ask: the member stays in the view, reported")
    }

    func test_lifecycleFetch_foundationSReadsHaveKnownTypesUserDefaultsBoolForKeyIsABoolAURLSPathComponentAStringTextJoinedToALiteralAStringTheModelAnswersThemWhereTheyStand() throws {
        try check(recipe: "lifecycle-fetch", example: "Foundation's reads have known types (UserDefaults.bool(forKey:) is a Bool, a URL's path component a String, text joined to a literal a String): the model answers them where they stand")
    }

    func test_lifecycleFetch_aMethodWhoseDataWorkCannotLeaveAsAnEventItDrawsOnAControlItIsHandedStillHasItsReadsAnsweredByTheModelWhereTheyStandAndIsNoLongerReported() throws {
        try check(recipe: "lifecycle-fetch", example: "a method whose data work cannot leave as an event (it draws on a control it is handed) still has its reads answered by the model where they stand, and is no longer reported")
    }

    func test_lifecycleFetch_aDependencyWhoseEveryUseInTheViewTheModelNowAnswersLeavesTheViewWithThemTheInteractorHoldsIt() throws {
        try check(recipe: "lifecycle-fetch", example: "a dependency whose every use in the view the model now answers leaves the view with them: the interactor holds it")
    }

    func test_lifecycleFetch_aLocalFunctionTheDataWorkCallsGoesWithItAndAParameterOfItNamedLikeAMemberHidesTheMemberOnlyInsideIt() throws {
        try check(recipe: "lifecycle-fetch", example: "a local function the data work calls goes with it, and a parameter of it named like a member hides the member only inside it")
    }

    func test_lifecycleFetch_analyticsTheScreenReportsAnalyticsSharedTrackATrackerTypeSStaticCallAnInjectedTrackerIsTheModelSWorkNotTheViewSTheInteractorTracksAndAnActionThatAlsoNavigatesKeepsItsOrderTrackedThenRouted() throws {
        try check(recipe: "lifecycle-fetch", example: "analytics the screen reports (Analytics.shared.track, a tracker type's static call, an injected tracker) is the model's work, not the view's: the interactor tracks, and an action that also navigates keeps its order (tracked, then routed)")
    }

    func test_lifecycleFetch_aPropertyTheDependencySAppBaseClassDeclaresAGenericBaseRepositorySCurrentUserIdIsTypedFromThatClassTheModelAnswersTheReadTheDecisionMakes() throws {
        try check(recipe: "lifecycle-fetch", example: "a property the dependency's app base class declares (a generic BaseRepository's currentUserId) is typed from that class: the model answers the read the decision makes")
    }

    func test_lifecycleFetch_aHelperReturningWhatTheStoreSaysOfValuesTheScreenKeepsAsksTheModelHandingThoseValuesWithTheQuestion() throws {
        try check(recipe: "lifecycle-fetch", example: "a helper returning what the store says of values the screen keeps asks the model, handing those values with the question")
    }

    func test_lifecycleFetch_aReadInAConditionOfATableSFooterThatTakesAValueTheScreenKeepsIsAskedWhereItStandsHandedThatValue() throws {
        try check(recipe: "lifecycle-fetch", example: "a read in a condition of a table's footer that takes a value the screen keeps is asked where it stands, handed that value")
    }

    func test_lifecycleFetch_aTrackingCallThatReadsAGetterWorkedOutFromTheScreenSStateTakesTheGetterSValueFromTheView() throws {
        try check(recipe: "lifecycle-fetch", example: "a tracking call that reads a getter worked out from the screen's state takes the getter's value from the view")
    }

    func test_lifecycleFetch_aControlMadeAndConfiguredInOneExpressionUISwitchThenTheThenPackageSIdiomIsTheScreenSTheHandlerSChoiceOfWhichSwitchChangedStaysInTheViewAndEachBranchSWriteLeavesWithTheValueTheSwitchShows() throws {
        try check(recipe: "lifecycle-fetch", example: "a control made and configured in one expression (UISwitch().then { … }, the Then package's idiom) is the screen's: the handler's choice of which switch changed stays in the view, and each branch's write leaves with the value the switch shows")
    }

    func test_lifecycleFetch_aValueTheMethodWorksOutBeforeItsDataCallATernaryBetweenTwoTextsASwitchExpressionAnArrayMappedToTheAppSValuesIsTypedByWhatItsBranchesOrItsClosureGiveAndTravelsWithTheRequest() throws {
        try check(recipe: "lifecycle-fetch", example: "a value the method works out before its data call (a ternary between two texts, a switch expression, an array mapped to the app's values) is typed by what its branches or its closure give, and travels with the request")
    }

    func test_lifecycleFetch_aSelectorObserverRegisteredUnderALocalNamingTheControllerWeakVarWeakSelfSelfThenAddObserverWeakSelfAsAnyIsTheControllerSAsWithSelfTheModelObservesAndTheLocalWhichNothingTheViewKeepsReadsLeavesWithTheRegistration() throws {
        try check(recipe: "lifecycle-fetch", example: "a selector observer registered under a local naming the controller (weak var weakSelf = self, then addObserver(weakSelf as Any, …)) is the controller's, as with self: the model observes, and the local, which nothing the view keeps reads, leaves with the registration")
    }

    func test_lifecycleFetch_valuesARequestSClosureWorksOutWithACastAndItsFallbackInfoHeadlineAsStringWelcomeOrByTrimmingTextAreTypedFromThatCodeSoTheScreenIsHandedThemAsText() throws {
        try check(recipe: "lifecycle-fetch", example: "values a request's closure works out with a cast and its fallback (info[\"headline\"] as? String ?? \"Welcome\") or by trimming text are typed from that code, so the screen is handed them as text")
    }

    func test_lifecycleFetch_stateTheAppKeepsOnATypeOfItsOwnAStoredStaticVarReaderPreferencesFontSizeIsTheModelSReadOrChangedDrawingItIsARequestChangingItAnActionSRequestAndAValueWorkedOutFromItFontSize1OrAnEnumItHoldsStaticVarThemeThemeLightNestedInItsTypeIsTypedForTheView() throws {
        try check(recipe: "lifecycle-fetch", example: "state the app keeps on a type of its own (a stored static var: ReaderPreferences.fontSize) is the model's, read or changed: drawing it is a request, changing it an action's request, and a value worked out from it (fontSize + 1) or an enum it holds (static var theme = Theme.light, nested in its type) is typed for the view")
    }

    func test_lifecycleFetch_aDoCatchThatSavesUpdatesTheScreenThenAnnouncesTheChangeANotificationAnAnalyticsEventTheInteractorRunsItAllInOrderDeliveringWhereTheScreenWasUpdatedSoWhatFollowsTheUpdateStillRunsAfterIt() throws {
        try check(recipe: "lifecycle-fetch", example: "a do/catch that saves, updates the screen, then announces the change (a notification, an analytics event): the interactor runs it all in order, delivering where the screen was updated, so what follows the update still runs after it")
    }

    func test_lifecycleFetch_aDependencyHandedWholeToAHelperOfTheScreenMadeWithTheNavigationControllerAsksNothingOfTheModelSoTheHelperStaysInTheViewUnreportedHandedToAWorkerThatRunsItItIsDataWorkThatMoves() throws {
        try check(recipe: "lifecycle-fetch", example: "a dependency handed whole to a helper of the screen (made with the navigation controller) asks nothing of the model, so the helper stays in the view unreported; handed to a worker that runs it, it is data work that moves")
    }

    func test_lifecycleFetch_aServiceTheCreatorHandsOverByTheProtocolItIsKnownByReceiptsServiceProtocolIsADependencyLikeReceiptsServiceTheLifecycleFetchRecipeMovesTheActionSCall() throws {
        try check(recipe: "lifecycle-fetch", example: "a service the creator hands over by the protocol it is known by (ReceiptsServiceProtocol) is a dependency like ReceiptsService: the lifecycle-fetch recipe moves the action's call")
    }

    func test_lifecycleFetch_theAppSVersionReadFromItsInfoPlistIsAConstantTheBuildWroteNotTheModelSDataTheLifecycleFetchRecipeLeavesItToTheView() throws {
        try check(recipe: "lifecycle-fetch", example: "the app's version read from its Info.plist is a constant the build wrote, not the model's data: the lifecycle-fetch recipe leaves it to the view")
    }

    func test_lifecycleFetch_aRequestWhoseSubscriptionTheControllerKeepsInACompositeDisposable() throws {
        try check(recipe: "lifecycle-fetch", example: "a request whose subscription the controller keeps in a composite disposable")
    }

    func test_lifecycleFetch_aRequestHandedTheValueTheUserSetOnAControlOfTheAppSOwn() throws {
        try check(recipe: "lifecycle-fetch", example: "a request handed the value the user set on a control of the app's own")
    }

    func test_lifecycleFetch_aSettingSavedFromTheRowTheUserPicked() throws {
        try check(recipe: "lifecycle-fetch", example: "a setting saved from the row the user picked")
    }

    func test_lifecycleFetch_aSettingReadByACallWhoseResultTheStatementAssignsTo() throws {
        try check(recipe: "lifecycle-fetch", example: "a setting read by a call whose result the statement assigns to")
    }

    func test_lifecycleFetch_aSettingReadThroughAServiceATypeKeepsInAConstant() throws {
        try check(recipe: "lifecycle-fetch", example: "a setting read through a service a type keeps in a constant")
    }

    func test_lifecycleFetch_aSettingReadByTheClosureThatBuildsALazyView() throws {
        try check(recipe: "lifecycle-fetch", example: "a setting read by the closure that builds a lazy view")
    }

    func test_moduleInput_aConfigureMethodWhoseValueAFetchReads() throws {
        try check(recipe: "module-input", example: "a configure method whose value a fetch reads")
    }

    func test_moduleInput_aSetterWhoseStateTheViewStillShowsStaysInTheView() throws {
        try check(recipe: "module-input", example: "a setter whose state the view still shows stays in the view")
    }

    func test_moduleInput_aModelTheOpeningScreenSetsByPropertyShownWhenTheViewLoads() throws {
        try check(recipe: "module-input", example: "a model the opening screen sets by property, shown when the view loads")
    }

    func test_moduleOutput_aDelegateToldAboutAFinishedEdit() throws {
        try check(recipe: "module-output", example: "a delegate told about a finished edit")
    }

    func test_moduleOutput_callbackClosuresTheControllerFiresBecomeTheModuleSOutput() throws {
        try check(recipe: "module-output", example: "callback closures the controller fires become the module's output")
    }

    func test_moduleOutput_aCallbackThatIsNotOptionalOrTakesItsArgumentInoutIsCalledAsWrittenAThrowingOneStaysInTheView() throws {
        try check(recipe: "module-output", example: "a callback that is not optional or takes its argument inout is called as written; a throwing one stays in the view")
    }

    func test_moduleOutput_aCallbackATableSSelectionFiresTheListSManagerReportsTheEventTheViewKeepsTheCallbackItsBridgeTells() throws {
        try check(recipe: "module-output", example: "a callback a table's selection fires: the list's manager reports the event, the view keeps the callback its bridge tells")
    }

    func test_moduleOutput_callbacksTheInitializerStoresPrivateOnesTooAreTheModuleSOutputCallingOneNamedLikeUIKitSDismissIsNoNavigation() throws {
        try check(recipe: "module-output", example: "callbacks the initializer stores, private ones too, are the module's output; calling one named like UIKit's (dismiss) is no navigation")
    }

    func test_moduleOutput_aDelegateMethodNamedLikeTheViewSOwnActionGetsAnotherNameAsTheModuleSOutputAndEachOverloadOfADelegateMethodIsAnOutputOfItsOwn() throws {
        try check(recipe: "module-output", example: "a delegate method named like the view's own action gets another name as the module's output, and each overload of a delegate method is an output of its own")
    }

    func test_moduleOutput_aDelegateTypedAsACompositionOfTheProjectSProtocolsAnyEditorDelegateSharingDelegateEachMethodIsFoundInTheProtocolThatDeclaresIt() throws {
        try check(recipe: "module-output", example: "a delegate typed as a composition of the project's protocols ((any EditorDelegate & SharingDelegate)?): each method is found in the protocol that declares it")
    }

    func test_moduleOutput_aDelegateMethodThatHandsOverAUIKitObjectTheBarButtonAShareSheetAnchorsOnStaysTheViewSCallThePresenterTellsTheModuleOutputOnlyWhatHoldsNoUIKit() throws {
        try check(recipe: "module-output", example: "a delegate method that hands over a UIKit object (the bar button a share sheet anchors on) stays the view's call: the presenter tells the module output only what holds no UIKit")
    }

    func test_moduleOutput_aStaticBuilderSParameterNamedLikeTheCallbackPropertyOnSaveIsItsOwnClosureNotTheControllerSItsCallStaysAsWrittenWhileTheControllerSOwnCallBecomesTheModuleSOutput() throws {
        try check(recipe: "module-output", example: "a static builder's parameter named like the callback property (onSave) is its own closure, not the controller's: its call stays as written while the controller's own call becomes the module's output")
    }

    func test_navigation_anActionThatConfiguresAndPresentsAScreenHandingItControllerState() throws {
        try check(recipe: "navigation", example: "an action that configures and presents a screen, handing it controller state")
    }

    func test_navigation_aSelectionThatPushesAStoryboardScreenAfterAGuard() throws {
        try check(recipe: "navigation", example: "a selection that pushes a storyboard screen after a guard")
    }

    func test_navigation_aPlainMessageAlertACloseButtonAndALink() throws {
        try check(recipe: "navigation", example: "a plain message alert, a close button and a link")
    }

    func test_navigation_anAlertWhoseActionRunsAServiceCallAndUpdatesTheScreen() throws {
        try check(recipe: "navigation", example: "an alert whose action runs a service call and updates the screen")
    }

    func test_navigation_navigationThatKeepsTheControllerItselfUnderAnotherNameStaysInTheViewTheRouteCouldNotTellWhichScreenTheNameHolds() throws {
        try check(recipe: "navigation", example: "navigation that keeps the controller itself under another name stays in the view (the route could not tell which screen the name holds)")
    }

    func test_navigation_aScreenHandedThisOneAsItsDelegateTheRouterHandsOverItsTransitionHandlerWhichIsThisScreenAsTheViewSOwnClass() throws {
        try check(recipe: "navigation", example: "a screen handed this one as its delegate: the router hands over its transition handler, which is this screen, as the view's own class")
    }

    func test_navigation_aComputedPropertyTheNavigationReadsNoSetterTheViewReadsItWhenItSendsTheEventAndItsValueTravelsToTheRoute() throws {
        try check(recipe: "navigation", example: "a computed property the navigation reads (no setter): the view reads it when it sends the event, and its value travels to the route")
    }

    func test_navigation_aDependencyTheCreatorHandedTheScreenOnlyHandedOnToTheNextScreenTheViewPassesItsOwnWithTheEventAndTheRouteBuildsTheNextScreenWithIt() throws {
        try check(recipe: "navigation", example: "a dependency the creator handed the screen, only handed on to the next screen: the view passes its own with the event, and the route builds the next screen with it")
    }

    func test_navigation_aDependencyTheNavigationAsksForDataKeepsTheNavigationInTheViewTheRouteWouldReadTheModel() throws {
        try check(recipe: "navigation", example: "a dependency the navigation asks for data keeps the navigation in the view: the route would read the model")
    }

    func test_navigation_aSeguePerformedWithTheControllerAsItsSender() throws {
        try check(recipe: "navigation", example: "a segue performed with the controller as its sender")
    }

    func test_navigation_aSegueWhoseDataPrepareForSenderHandsOver() throws {
        try check(recipe: "navigation", example: "a segue whose data prepare(for:sender:) hands over")
    }

    func test_navigation_aSaveThatPopsTheScreenOnceItsResultIsShown() throws {
        try check(recipe: "navigation", example: "a save that pops the screen once its result is shown")
    }

    func test_navigation_navigationInABranchOfTheCodeThatShowsAResult() throws {
        try check(recipe: "navigation", example: "navigation in a branch of the code that shows a result")
    }

    func test_navigation_anAlertWhoseActionsOnlyNavigateMovesToTheRouterWithThem() throws {
        try check(recipe: "navigation", example: "an alert whose actions only navigate moves to the router with them")
    }

    func test_navigation_anAlertWhoseActionCallsAServiceAndThenNavigatesTheRequestThenTheRouteOnceItIsDone() throws {
        try check(recipe: "navigation", example: "an alert whose action calls a service and then navigates: the request, then the route once it is done")
    }

    func test_navigation_anAlertWhoseActionCallsAHelperTheViewKeepsTheRouterShowsTheAlertAndOnceTheActionCallsBackThePresenterHasTheViewRunTheHelperWhoseOwnNavigationTheRouterTakesAgain() throws {
        try check(recipe: "navigation", example: "an alert whose action calls a helper the view keeps: the router shows the alert, and once the action calls back the presenter has the view run the helper (whose own navigation the router takes again)")
    }

    func test_navigation_anAlertActionThatCallsAServiceWithTheRowTheUserTappedTheRouterHandsTheTappedOrderToTheActionSCallbackWhichStartsTheRequest() throws {
        try check(recipe: "navigation", example: "an alert action that calls a service with the row the user tapped: the router hands the tapped order to the action's callback, which starts the request")
    }

    func test_navigation_anAlertInsideADecisionWhoseActionUsesWhatTheMethodBoundBeforeTheDecisionTheValueTravelsWithTheEventToTheActionSRequest() throws {
        try check(recipe: "navigation", example: "an alert inside a decision whose action uses what the method bound before the decision: the value travels with the event to the action's request")
    }

    func test_navigation_closingAScreenThatMayBePushedOrPresentedTheRouterAsksItsOwnNavigationControllerTheWholeDecisionGoesWithIt() throws {
        try check(recipe: "navigation", example: "closing a screen that may be pushed or presented: the router asks its own navigation controller, the whole decision goes with it")
    }

    func test_navigation_aMethodOfTheControllerSNamedLikeUIKitSFuncDismissDoesNotHideUIKitSDismissAnimatedCompletionIsStillNavigation() throws {
        try check(recipe: "navigation", example: "a method of the controller's named like UIKit's (func dismiss()) does not hide UIKit's: dismiss(animated:completion:) is still navigation")
    }

    func test_navigation_navigationInsideADecisionTheViewMakesOnWhatItHoldsLeavesFromItsBlockTheOtherBlockStays() throws {
        try check(recipe: "navigation", example: "navigation inside a decision the view makes on what it holds leaves from its block; the other block stays")
    }

    func test_navigation_aValueOfTheAppSOwnUIKitClassTheRouteWouldReadKeepsTheNavigationInTheView() throws {
        try check(recipe: "navigation", example: "a value of the app's own UIKit class the route would read keeps the navigation in the view")
    }

    func test_navigation_aViewOfTheScreenDismissingItselfAProgressHUDBuiltOnUIViewIsNoNavigation() throws {
        try check(recipe: "navigation", example: "a view of the screen dismissing itself (a progress HUD built on UIView) is no navigation")
    }

    func test_navigation_navigationAfterGuardLetOnTheControllerSOwnOptionalGuardLetContactElseReturnTheUnwrappedValueIsTypedByTheMember() throws {
        try check(recipe: "navigation", example: "navigation after guard let on the controller's own optional (guard let contact else { return }): the unwrapped value is typed by the member")
    }

    func test_navigation_theControllerHandedToAnAppHelperSParameterOfAViewControllerSTypeAWebPageOpenerInControllerSelfIsNavigationTheRouterMakesTheCallOnItsTransitionHandlerWhateverTheHelperSNameSays() throws {
        try check(recipe: "navigation", example: "the controller handed to an app helper's parameter of a view controller's type (a web page opener, inController: self) is navigation: the router makes the call on its transition handler, whatever the helper's name says")
    }

    func test_navigation_anAlertActionThatRunsTheScreenSOwnCodeNoDataWorkTheRouterShowsTheAlertThePresenterHasTheViewRunThatCodeOnceChosenWithTheValuesItReads() throws {
        try check(recipe: "navigation", example: "an alert action that runs the screen's own code (no data work): the router shows the alert, the presenter has the view run that code once chosen, with the values it reads")
    }

    func test_navigation_anAlertActionRunningTheScreenSOwnCodeWithWhatWasTypedIntoTheAlertTheRouterReadsTheTextFieldWhenTheActionFiresAndHandsTheTextOver() throws {
        try check(recipe: "navigation", example: "an alert action running the screen's own code with what was typed into the alert: the router reads the text field when the action fires and hands the text over")
    }

    func test_navigation_anAlertActionCallingAServiceWithWhatWasTypedIntoTheAlertTheRouterHandsTheTextToTheCallbackTheInteractorMakesTheCall() throws {
        try check(recipe: "navigation", example: "an alert action calling a service with what was typed into the alert: the router hands the text to the callback, the interactor makes the call")
    }

    func test_navigation_anAlertActionChangingTheControlThatWasTappedKeepsTheAlertInTheViewAUIKitObjectNeverPassesThroughThePresenter() throws {
        try check(recipe: "navigation", example: "an alert action changing the control that was tapped keeps the alert in the view: a UIKit object never passes through the presenter")
    }

    func test_navigation_navigationsOneRightAfterTheOtherDismissWhatIsShownThenPresentAnAlertBuiltBeforeAreOneRouteWithTheViewSOwnWorkBetweenThemEachSendsItsOwnEventWhereItStands() throws {
        try check(recipe: "navigation", example: "navigations one right after the other (dismiss what is shown, then present an alert built before) are one route; with the view's own work between them, each sends its own event where it stands")
    }

    func test_navigation_aClosureTheRouteHandsTheScreenItOpensPickerOnMembersSelectedIdsInTheRouterPassesOnWhatThatScreenHandsItTypedByThePropertySDeclarationAServiceCallGoesToTheInteractorTheScreenSOwnCodeToTheView() throws {
        try check(recipe: "navigation", example: "a closure the route hands the screen it opens (picker.onMembersSelected = { ids in … }): the router passes on what that screen hands it, typed by the property's declaration; a service call goes to the interactor, the screen's own code to the view")
    }

    func test_navigation_theClosureAMethodOfTheAppSOwnAlertClassTakesAlertAddActionTitleIsAnActionLikeUIAlertActionSTheRouterShowsTheAlertTheServiceCallRunsInTheInteractor() throws {
        try check(recipe: "navigation", example: "the closure a method of the app's own alert class takes (alert.addAction(title:) { … }) is an action like UIAlertAction's: the router shows the alert, the service call runs in the interactor")
    }

    func test_navigation_aScreenCallbackWhoseCodeShadowsWhatItIsHandedVarMemberIdsMemberIdsStillTakesItTheViewSCommandIsHandedTheValueTheRouterPassesOn() throws {
        try check(recipe: "navigation", example: "a screen callback whose code shadows what it is handed (var memberIds = memberIds) still takes it: the view's command is handed the value the router passes on")
    }

    func test_navigation_aNavigationControllerSOverridesOfUIKitSNavigationAPIPushViewControllerPopViewControllerAreHowItCarriesOutTransitionsOthersAskOfItTheyStayInTheViewUnreportedItsOwnActionStillRoutes() throws {
        try check(recipe: "navigation", example: "a navigation controller's overrides of UIKit's navigation API (pushViewController, popViewController) are how it carries out transitions others ask of it: they stay in the view, unreported; its own action still routes")
    }

    func test_navigation_whatTheAppAddsToEveryViewControllerAnExtensionOfUIViewControllerTheRouteReachesThroughItsTransitionHandlerAsUIKitSOwn() throws {
        try check(recipe: "navigation", example: "what the app adds to every view controller (an extension of UIViewController) the route reaches through its transition handler, as UIKit's own")
    }

    func test_navigation_aViewOfALibraryTheProjectDoesNotDeclareNamedAsNoScreenAProgressHUDShowingAndDismissingItIsTheViewSOwnNoNavigation() throws {
        try check(recipe: "navigation", example: "a view of a library the project does not declare, named as no screen (a progress HUD): showing and dismissing it is the view's own, no navigation")
    }

    func test_navigation_aLocalFunctionThatBuildsTheNextScreenGoesWithTheRouteOneDeclaredBelowTheNavigationKeepsItInTheView() throws {
        try check(recipe: "navigation", example: "a local function that builds the next screen goes with the route; one declared below the navigation keeps it in the view")
    }

    func test_navigation_aViewOfTheScreenTheTransitionAnchorsOnAPopoverSSourceIsReadThroughTheScreenTheRouterTransitionsFromASubviewOfItKeepsTheNavigationInTheView() throws {
        try check(recipe: "navigation", example: "a view of the screen the transition anchors on (a popover's source) is read through the screen the router transitions from; a subview of it keeps the navigation in the view")
    }

    func test_navigation_stringsTheControllerSFileKeepsPrivateGoToTheRouterSFileAsACopyOfItsOwnAValueOfAPrivateTypeTheRouteWouldBeHandedKeepsTheNavigationInTheView() throws {
        try check(recipe: "navigation", example: "strings the controller's file keeps private go to the router's file as a copy of its own; a value of a private type the route would be handed keeps the navigation in the view")
    }

    func test_navigation_aCallOnALocalHoldingAViewOfTheScreenACellTheMethodDequeuedOrPickedCellShowTextIsThatViewSOwnNotNavigationOnlyThePushLeavesAndTheListSCellCodeIsNoRoute() throws {
        try check(recipe: "navigation", example: "a call on a local holding a view of the screen (a cell the method dequeued or picked, cell?.show(text)) is that view's own, not navigation: only the push leaves, and the list's cell code is no route")
    }

    func test_navigation_aStoredPropertyAnAppBaseClassDeclaresOnlyReadByTheNavigationArticleIdTravelsWithTheEventLikeTheControllerSOwnStateAWriteToAnotherIsOfflineTrueStaysInTheViewBeforeTheEvent() throws {
        try check(recipe: "navigation", example: "a stored property an app base class declares, only read by the navigation (article.id), travels with the event like the controller's own state; a write to another (isOffline = true) stays in the view before the event")
    }

    func test_navigation_aStoredPropertyTypedByTheBaseClassSGenericParameterVarSourceSourceOrOneTheNavigationCallsAMethodOnSourceEggsForKeepsTheNavigationInTheViewNoOtherFileCouldNameItsTypeAndTheCallWouldBeTheRouterSDataWork() throws {
        try check(recipe: "navigation", example: "a stored property typed by the base class's generic parameter (var source: Source?), or one the navigation calls a method on (source?.eggs(for:)), keeps the navigation in the view: no other file could name its type, and the call would be the router's data work")
    }

    func test_navigation_aTypeTheControllerNestsItsSegueIdentifiersIsNamedThroughTheControllerByTheRouterOneItKeepsPrivateKeepsTheNavigationInTheView() throws {
        try check(recipe: "navigation", example: "a type the controller nests (its segue identifiers) is named through the controller by the router; one it keeps private keeps the navigation in the view")
    }

    func test_navigation_thePlatformSDataWorkInANavigationSRunAFileCopiedInTheDoWhoseCatchShowsAnAlertKeepsTheNavigationInTheViewTheRouterOpensScreensAndNeverTouchesTheModel() throws {
        try check(recipe: "navigation", example: "the platform's data work in a navigation's run (a file copied in the do whose catch shows an alert) keeps the navigation in the view: the router opens screens and never touches the model")
    }

    func test_navigation_dataWorkInATransitionSCompletionDismissAnimatedPostANotificationIsACallbackThePresenterHandsTheRouteTheInteractorDoesItOnceTheScreenIsGone() throws {
        try check(recipe: "navigation", example: "data work in a transition's completion (dismiss(animated:) { post a notification }) is a callback the presenter hands the route: the interactor does it once the screen is gone")
    }

    func test_navigation_aMethodTheProjectAddsToEveryViewControllerThatNavigatesPushModuleWhoseBodyPushesIsNavigationTheRouterCallsItOnTheScreenItStartsFrom() throws {
        try check(recipe: "navigation", example: "a method the project adds to every view controller that navigates (push(module:), whose body pushes) is navigation: the router calls it on the screen it starts from")
    }

    func test_navigation_aMethodOfTheSameNameCalledOnAnotherObjectIsNotTheScreenSNavigationItStays() throws {
        try check(recipe: "navigation", example: "a method of the same name called on another object is not the screen's navigation: it stays")
    }

    func test_navigation_aGuardThatShowsAnErrorAndReturnsThenTheNavigationTheMethodEndsWithEachRunOfNavigationSendsItsOwnEventWhereItStands() throws {
        try check(recipe: "navigation", example: "a guard that shows an error and returns, then the navigation the method ends with: each run of navigation sends its own event where it stands")
    }

    func test_navigation_aCallbackTheMethodWiresWhoseWholeCodeNavigatesButtonTouchUpCallbackWeakSelfInPresentSendsAnEventWhereItsCodeStoodTheViewKeepsTheWiring() throws {
        try check(recipe: "navigation", example: "a callback the method wires whose whole code navigates (button.touchUpCallback = { [weak self] in … present(…) }) sends an event where its code stood; the view keeps the wiring")
    }

    func test_navigation_aCallbackThatAlsoChangesTheScreenBeforeItNavigatesStaysAsWrittenItsCodeIsNotOnlyNavigation() throws {
        try check(recipe: "navigation", example: "a callback that also changes the screen before it navigates stays as written: its code is not only navigation")
    }

    func test_navigation_dataWorkInABranchOfTheNavigationSDecisionIfOverQuotaShowAMessageElseStartTheUploadIsTheModelSTheRouteDoesNotTakeItTheAlertLeavesFromItsBlockAndTheDecisionAndTheUploadStayInTheViewReported() throws {
        try check(recipe: "navigation", example: "data work in a branch of the navigation's decision (if over quota show a message, else start the upload) is the model's: the route does not take it; the alert leaves from its block, and the decision and the upload stay in the view, reported")
    }

    func test_navigation_aNavigatingCallbackThatReadsWhatTheMethodBoundBeforeWiringItACapturedLocalSendsThatValueWithItsEvent() throws {
        try check(recipe: "navigation", example: "a navigating callback that reads what the method bound before wiring it (a captured local) sends that value with its event")
    }

    func test_navigation_aSwitchOverAnErrorWhoseCaseBindsAValueOfTheSameNameHandsTheRouteTheParameterTheCaseKeepsItsOwnValue() throws {
        try check(recipe: "navigation", example: "a switch over an error whose case binds a value of the same name hands the route the parameter; the case keeps its own value")
    }

    func test_navigation_aNavigationControllerWorkingItsOwnStackPopToRootViewControllerKeepsItTheScreenIsTheContainerItsPresentationsLeave() throws {
        try check(recipe: "navigation", example: "a navigation controller working its own stack (popToRootViewController) keeps it: the screen is the container; its presentations leave")
    }

    func test_navigation_anOverrideOfDismissThatCallsSuperStaysTheScreenSAndTheRouterReachesItThroughItsTransitionHandlerTheScreenSOwnDismissIsItsMethod() throws {
        try check(recipe: "navigation", example: "an override of dismiss that calls super stays the screen's, and the router reaches it through its transition handler; the screen's own dismiss() is its method")
    }

    func test_navigation_aClosureHandedToTheInitializerOfTheAppSOwnTypeCallsBackThroughTheRouteTypedByThatDeclaration() throws {
        try check(recipe: "navigation", example: "a closure handed to the initializer of the app's own type calls back through the route, typed by that declaration")
    }

    func test_navigation_anAlertAnAppSStaticHelperBuildsWhoseClosureDoesDataWorkCallsBackForTheInteractorToDoIt() throws {
        try check(recipe: "navigation", example: "an alert an app's static helper builds, whose closure does data work, calls back for the interactor to do it")
    }

    func test_navigation_anActionAddedThroughAMethodTheProjectAddsToUIKitSAlertCallsBackThroughTheRouteTypedByThatExtension() throws {
        try check(recipe: "navigation", example: "an action added through a method the project adds to UIKit's alert calls back through the route, typed by that extension")
    }

    func test_navigation_theItemsAMenuSBuilderClosureListsEachCallBackThroughTheRouteOneRunsTheScreenSOwnCodeOneTheModelS() throws {
        try check(recipe: "navigation", example: "the items a menu's builder closure lists each call back through the route: one runs the screen's own code, one the model's")
    }

    func test_navigation_aMenuActionPerElementOfALoopCallsBackWithThatElementTypedByTheArrayTheLoopWalks() throws {
        try check(recipe: "navigation", example: "a menu action per element of a loop calls back with that element, typed by the array the loop walks")
    }

    func test_navigation_aChoiceSheetShownByAMethodTheProjectAddsToEveryViewControllerCallsBackWithWhatWasChosenTypedByThatMethod() throws {
        try check(recipe: "navigation", example: "a choice sheet shown by a method the project adds to every view controller calls back with what was chosen, typed by that method")
    }

    func test_navigation_anAlertInABranchThatThenEndsTheMethodWithItsResultReturnFalseTheViewKeepsTheBranchAndTheResultTheBranchSendsTheEventAndNoRouteHandsBackAValue() throws {
        try check(recipe: "navigation", example: "an alert in a branch that then ends the method with its result (return false): the view keeps the branch and the result, the branch sends the event, and no route hands back a value")
    }

    func test_navigation_anAlertInASwitchCaseThatAnswersUIKitSQuestionReturnFalseTheViewKeepsTheSwitchAndItsAnswersTheCaseSendsTheEvent() throws {
        try check(recipe: "navigation", example: "an alert in a switch case that answers UIKit's question (return false): the view keeps the switch and its answers, the case sends the event")
    }

    func test_navigation_aValueTheRouteAsksOfOneOfTheScreenSOwnMethodsComposerTitleDeviceReportIsWorkedOutByTheViewWhenItSendsTheEventAndTravelsInItsPlace() throws {
        try check(recipe: "navigation", example: "a value the route asks of one of the screen's own methods (composer.title = deviceReport()) is worked out by the view when it sends the event and travels in its place")
    }

    func test_navigation_whatTheUserTypedReadByTheRouteSOwnGuardGuardLetEmailEmailFieldTextIsReadByTheViewWhenItSendsTheEventThePresenterChecksItTheRouterSharesIt() throws {
        try check(recipe: "navigation", example: "what the user typed, read by the route's own guard (guard let email = emailField.text), is read by the view when it sends the event: the presenter checks it, the router shares it")
    }

    func test_navigation_navigationInsideADecisionOnDataIfSessionStoreSharedIsExpiredPresentAlertReturnLeavesBlockByBlockTheViewKeepsTheDecisionWithItsDataReadSaidUnresolvedAndSendsTheEventWhereTheAlertWas() throws {
        try check(recipe: "navigation", example: "navigation inside a decision on data (if SessionStore.shared.isExpired { present(alert); return }) leaves block by block: the view keeps the decision, with its data read said unresolved, and sends the event where the alert was")
    }

    func test_navigation_aSeguePerformedThroughSwiftGenSPerformSegueTakesItsPrepareForSenderBranchAlongCheckedAsTheSegueSRawValueAndTheStateTheBranchReadsTravelsWithTheRoute() throws {
        try check(recipe: "navigation", example: "a segue performed through SwiftGen's perform(segue:) takes its prepare(for:sender:) branch along, checked as the segue's rawValue, and the state the branch reads travels with the route")
    }

    func test_navigation_anAppSOwnNavigatorTheScreenHoldsOfAClassTheProjectDeclaresHandedTheScreenToNavigateFromEnvironmentNavigatorNavigateToOrderFromSelfIsNavigationTheRouteCallsItFromTheScreenADelegateProtocolHandedTheScreenIsThisModuleSOutputNoNavigation() throws {
        try check(recipe: "navigation", example: "an app's own navigator the screen holds, of a class the project declares, handed the screen to navigate from (environment.navigator.navigateTo(order:from: self)) is navigation: the route calls it from the screen; a delegate protocol handed the screen is this module's output, no navigation")
    }

    func test_presentationLogic_aDateFormatterUsedToShowALoadedValue() throws {
        try check(recipe: "presentation-logic", example: "a date formatter used to show a loaded value")
    }

    func test_presentationLogic_textBuiltFromALoadedModelSValues() throws {
        try check(recipe: "presentation-logic", example: "text built from a loaded model's values")
    }

    func test_presentationLogic_aFormatterTheViewSDataWorkConfiguresGoesToThePresenterWhichHandsTheInteractorItsOwn() throws {
        try check(recipe: "presentation-logic", example: "a formatter the view's data work configures goes to the presenter, which hands the interactor its own")
    }

    func test_routingSwitch_aSwitchOverTheSelectedRowPushesStoryboardScreens() throws {
        try check(recipe: "routing-switch", example: "a switch over the selected row pushes storyboard screens")
    }

    func test_routingSwitch_anIfChainInAnActionMethodHiddenBehindAnAppBaseClass() throws {
        try check(recipe: "routing-switch", example: "an if-chain in an action method, hidden behind an app base class")
    }

    func test_routingSwitch_aBranchThatReadsAnOutletStaysInTheView() throws {
        try check(recipe: "routing-switch", example: "a branch that reads an outlet stays in the view")
    }

    func test_routingSwitch_stateABranchHandsToTheNextScreenTravelsWithTheEvent() throws {
        try check(recipe: "routing-switch", example: "state a branch hands to the next screen travels with the event")
    }

    func test_routingSwitch_aSwitchOverTheSendingButtonSTag() throws {
        try check(recipe: "routing-switch", example: "a switch over the sending button's tag")
    }

    func test_routingSwitch_aBranchThatOpensTheLinkItsConditionUnwrappedThePresenterUnwrapsItTheRouterIsHandedTheURL() throws {
        try check(recipe: "routing-switch", example: "a branch that opens the link its condition unwrapped: the presenter unwraps it, the router is handed the URL")
    }

    func test_routingSwitch_aBranchThatHandsThisScreenToTheNextOneAsItsDelegateThePresenterDecidesTheRouteHandsOverItsTransitionHandlerAsTheViewSClass() throws {
        try check(recipe: "routing-switch", example: "a branch that hands this screen to the next one as its delegate: the presenter decides, the route hands over its transition handler as the view's class")
    }

    func test_routingSwitch_aBranchThatBindsItsOwnValueOfTheUnwrappedNameLetUserUserGuestRoutesWithoutTheMethodS() throws {
        try check(recipe: "routing-switch", example: "a branch that binds its own value of the unwrapped name (`let user = User.guest`) routes without the method's")
    }

    func test_routingSwitch_branchesThatNavigateByHandingTheControllerToTheAppSOwnPresentingHelperScreenPresenterShowScreenParentViewControllerSelfAreADispatchLikePushesThePresenterDecidesEachBranchIsARouteHandingTheHelperTheScreen() throws {
        try check(recipe: "routing-switch", example: "branches that navigate by handing the controller to the app's own presenting helper (ScreenPresenter.showScreen(…, parentViewController: self)) are a dispatch like pushes: the presenter decides, each branch is a route handing the helper the screen")
    }

    func test_state_aLoadedModelTheSaveActionEditsWithWhatTheUserTyped() throws {
        try check(recipe: "state", example: "a loaded model the save action edits with what the user typed")
    }

    func test_state_aFlagOnlyUICodeReadsIsPureUIStateAndStays() throws {
        try check(recipe: "state", example: "a flag only UI code reads is pure UI state and stays")
    }

    func test_state_theScreenSOwnThingsAreNotDataAConstraintAFieldClassBuiltOnUIKitALayoutValueAListOfCellsAConstantSpelledOutCodeReadingThemIsViewCodeNotReported() throws {
        try check(recipe: "state", example: "the screen's own things are not data: a constraint, a field class built on UIKit, a layout value, a list of cells, a constant spelled out; code reading them is view code, not reported")
    }

    func test_state_modelDataTheViewReadsToDrawItselfWrittenOnlyWhereThePresenterSResultArrivesTheViewSCopyOfWhatItShows() throws {
        try check(recipe: "state", example: "model data the view reads to draw itself, written only where the presenter's result arrives: the view's copy of what it shows")
    }

    func test_state_aPropertyWhoseDidSetDrawsTheScreenStaysSetByADisplayCommand() throws {
        try check(recipe: "state", example: "a property whose didSet draws the screen stays, set by a display command")
    }

    func test_state_theSuccessValueOfADeliveredResultIsKeptByThePresenterWhichHandsItToTheActionThatReadsIt() throws {
        try check(recipe: "state", example: "the success value of a delivered Result is kept by the presenter, which hands it to the action that reads it")
    }

    func test_state_aResultSValueTheViewKeepsAsItArrivesClearedOnFailureTheViewSCopyOfWhatItShowsTheActionHandsItOver() throws {
        try check(recipe: "state", example: "a Result's value the view keeps as it arrives, cleared on failure: the view's copy of what it shows; the action hands it over")
    }

    func test_state_theSameWithCaseLetSuccessForecastAndAnActionThatUnwrapsTheStateWithIfLetForecast() throws {
        try check(recipe: "state", example: "the same with `case let .success(forecast)` and an action that unwraps the state with `if let forecast`")
    }

    func test_state_aViewModelTheAppDeclaresIsACollaboratorNotDataItStaysWithTheViewAndIsNotReported() throws {
        try check(recipe: "state", example: "a view model the app declares is a collaborator, not data: it stays with the view and is not reported")
    }

    func test_state_whatThePresenterHandsTheViewToShowWrittenOnlyWhereItArrivesTheViewKeepsItsCopyAndCodeReadingItIsViewCode() throws {
        try check(recipe: "state", example: "what the presenter hands the view to show, written only where it arrives: the view keeps its copy, and code reading it is view code")
    }

    func test_state_modelDataTheViewSOwnCodeChangesIsNoCopyOfWhatItWasShownItStaysAndSaysWhy() throws {
        try check(recipe: "state", example: "model data the view's own code changes is no copy of what it was shown: it stays, and says why")
    }

    func test_state_aConstantOfTheTypeStaticLetMadeWithoutReadingDataIsNoModelDataTheViewHolds() throws {
        try check(recipe: "state", example: "a constant of the type (static let), made without reading data, is no model data the view holds")
    }

    func test_state_whatAUIKitTypeHandsOutAnAppSFactoryInAnExtensionOfItIsTheScreenSNotModelData() throws {
        try check(recipe: "state", example: "what a UIKit type hands out (an app's factory in an extension of it) is the screen's, not model data")
    }

    func test_state_aLazyPropertyAndATypeSOwnHoldingNoModelDataMadeWithoutReadingDataAreTheViewSCodeReadingThemIsViewCode() throws {
        try check(recipe: "state", example: "a lazy property and a type's own holding no model data, made without reading data, are the view's: code reading them is view code")
    }

    func test_state_anInitializerThatOnlyStoresWhatItIsHandedReadsNoneOfTheModelDataItStoresTheViewChangesItSoThePresenterHoldsItAndTheCodeChangingItIsReported() throws {
        try check(recipe: "state", example: "an initializer that only stores what it is handed reads none of the model data it stores; the view changes it, so the presenter holds it, and the code changing it is reported")
    }

    func test_state_modelDataTheScreenIsHandedWhenItIsMadeAndNeverChangesItselfTheViewSCopyOfWhatItShowsAndCodeReadingItIsViewCode() throws {
        try check(recipe: "state", example: "model data the screen is handed when it is made and never changes itself: the view's copy of what it shows, and code reading it is view code")
    }

    func test_state_modelDataTheScreenIsHandedWhenItIsMadeAndChangesAPartOfItselfThePresenterHoldsItTheViewSPropertyAsksForItAndHandsBackEachChangeTheStoreRunsAfterSuperInitAndTheActionThatChangesItIsReportedThePresenterHoldsItOnlyOnceHandedIt() throws {
        try check(recipe: "state", example: "model data the screen is handed when it is made and changes a part of itself: the presenter holds it, the view's property asks for it and hands back each change (the store runs after super.init), and the action that changes it is reported (the presenter holds it only once handed it)")
    }

    func test_state_aSubjectTheViewSendsItsEventsOnCombineSPassthroughSubjectHoldsNoValueAChannelNotDataEvenWhenWhatItCarriesIsAModel() throws {
        try check(recipe: "state", example: "a subject the view sends its events on (Combine's PassthroughSubject) holds no value: a channel, not data, even when what it carries is a model")
    }

    func test_state_aListOfTheScreenSOwnControlsAnAppClassBuiltOnUISliderAPairOfViewsPerEntryIsTheViewSNotModelDataCodeReadingItIsViewCode() throws {
        try check(recipe: "state", example: "a list of the screen's own controls (an app class built on UISlider, a pair of views per entry) is the view's, not model data: code reading it is view code")
    }

    func test_state_theScreenSDisplayStatesAnEnumNamespacedByTheSceneWhoseCasesCarryViewModelsAreTheViewSOwnAsItsViewModelIsCodeSwitchingOverThemIsViewCode() throws {
        try check(recipe: "state", example: "the screen's display states, an enum namespaced by the scene whose cases carry view models, are the view's own, as its view model is: code switching over them is view code")
    }

    func test_state_aPlainChoiceTheAppDeclaresAnEnumWithNoValuesInItsCasesIsAValueAsABoolIsTheScreenSModeReadAndSwitchedByViewCodeStaysWithTheView() throws {
        try check(recipe: "state", example: "a plain choice the app declares (an enum with no values in its cases) is a value as a Bool is: the screen's mode, read and switched by view code, stays with the view")
    }

    func test_state_modelDataTheViewSOwnCodeReadsAndChangesThePresenterHoldsItTheViewSPropertyAsksForItSoCodeThatOnlyReadsItIsViewCodeAndTheActionThatChangesItSendsTheControlSValueWhichThePresenterWorksIntoIt() throws {
        try check(recipe: "state", example: "model data the view's own code reads and changes: the presenter holds it; the view's property asks for it, so code that only reads it is view code, and the action that changes it sends the control's value, which the presenter works into it")
    }

    func test_state_anActionThatStoresWhatTheControlHandsItIntoModelDataThePresenterHoldsSettingsUsesCelsiusSenderIsOnDecidesNothingTheUserSInputReachesThePresenterThroughThePropertyUnreportedAnActionThatWorksOutANewValueSendsAnEventThePresenterAnswersWithThatCode() throws {
        try check(recipe: "state", example: "an action that stores what the control hands it into model data the presenter holds (settings.usesCelsius = sender.isOn) decides nothing: the user's input reaches the presenter through the property, unreported; an action that works out a new value sends an event the presenter answers with that code")
    }

    func test_state_aStructNestedInTheControllerThatGroupsTheScreenSOwnCellsWithTheirCaptionsSectionTitleCellsIsTheScreenSLayoutNotModelDataTheListReadingItWhoseCellsSwitchesTargetTheControllerStaysInTheViewUnreported() throws {
        try check(recipe: "state", example: "a struct nested in the controller that groups the screen's own cells with their captions (Section { title, cells }) is the screen's layout, not model data: the list reading it, whose cells' switches target the controller, stays in the view unreported")
    }

    func test_state_changesToModelDataThePresenterHoldsWorkedOutFromThatDataAndTheMethodSParametersSendAnEventThePresenterAnswersWithThatCodeAControlSValueReadByTheViewTravelsWithItTheScreenWorkAndAGuardAroundThemStayingInTheirOrderAChangeReadingWhatTheViewBoundStaysWhole() throws {
        try check(recipe: "state", example: "changes to model data the presenter holds, worked out from that data and the method's parameters, send an event the presenter answers with that code (a control's value, read by the view, travels with it), the screen work and a guard around them staying in their order; a change reading what the view bound stays whole")
    }

    func test_webEngine_anArticlePageLoadedIntoAWebViewItsLinkTapsKeptByTheView() throws {
        try check(recipe: "web-engine", example: "an article page loaded into a web view, its link taps kept by the view")
    }

    func test_webEngine_aHelpPageTheCreatorTellsWhatToOpenBeforeTheScreenIsShownTheEngineGetsTheWebViewFirst() throws {
        try check(recipe: "web-engine", example: "a help page the creator tells what to open, before the screen is shown: the engine gets the web view first")
    }
}
