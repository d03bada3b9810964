import Foundation
import NibDocument
import NibLayout

/// Something a control calls when an event happens, by the selector's name: the fallback for
/// targets that don't declare their actions (`OutletDeclaring.actions`, checked by the compiler).
/// UIKit sends the selector through the Objective-C runtime; here the target receives its name.
@MainActor
public protocol ActionTarget: AnyObject {
    /// Handles `selector` (e.g. `favoriteTapped:`); returns false when it doesn't know it.
    func perform(_ selector: String, sender: Control) -> Bool
}

/// A control: a view with target/action pairs per event (`UIControl`).
open class Control: View, NibActionSending {
    /// The events a control sends actions for (`UIControl.Event`), with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits, as `UIControl.Event.rawValue`.
        public let rawValue: UInt
        /// The events whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (a tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged within the control's bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged outside the control's bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger was dragged from outside into the control's bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger was dragged from inside to outside the control's bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control's bounds: the usual event of a button tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control's bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, slider or segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (`primaryActionTriggered`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action happened (`menuActionTriggered`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed while editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (bits 0–11).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (bits 16–19).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The event a nib's `eventType` names; an unknown name is the empty set (the action is
        /// kept, with the name, in `TargetAction.eventName`).
        public init(_ event: ControlEvent) {
            switch event {
            case .touchDown: self = .touchDown
            case .touchDownRepeat: self = .touchDownRepeat
            case .touchDragInside: self = .touchDragInside
            case .touchDragOutside: self = .touchDragOutside
            case .touchDragEnter: self = .touchDragEnter
            case .touchDragExit: self = .touchDragExit
            case .touchUpInside: self = .touchUpInside
            case .touchUpOutside: self = .touchUpOutside
            case .touchCancel: self = .touchCancel
            case .valueChanged: self = .valueChanged
            case .primaryActionTriggered: self = .primaryActionTriggered
            case .menuActionTriggered: self = .menuActionTriggered
            case .editingDidBegin: self = .editingDidBegin
            case .editingChanged: self = .editingChanged
            case .editingDidEnd: self = .editingDidEnd
            case .editingDidEndOnExit: self = .editingDidEndOnExit
            case .allTouchEvents: self = .allTouchEvents
            case .allEditingEvents: self = .allEditingEvents
            case .allEvents: self = .allEvents
            case .unknown: self = []
            }
        }
    }

    /// The states a control's appearance is set for (`UIControl.State`), with UIKit's bit values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits, as `UIControl.State.rawValue`.
        public let rawValue: UInt
        /// The states whose bits are set in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The default state: no bits set.
        public static let normal = State([])
        /// While a touch is down in the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// While `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// While `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// While the control has focus.
        public static let focused = State(rawValue: 1 << 3)

        /// The state a nib's `<state key=…>` names; nil for a name NibKit does not know.
        public init?(_ state: ControlState) {
            switch state {
            case .normal: self = .normal
            case .highlighted: self = .highlighted
            case .disabled: self = .disabled
            case .selected: self = .selected
            case .focused: self = .focused
            case .unknown: return nil
            }
        }
    }

    /// One target/action pair.
    public struct TargetAction {
        /// Held weakly, as UIKit holds targets. (A nib's action whose target is a view the control
        /// lies inside, such as its cell, holds it without a count instead: a weak reference
        /// would give that view a side table, slowing every retain of it, and the view clears
        /// the reference when it goes away, which keeps the same guarantee.)
        public var target: AnyObject? {
            get { enclosingTarget.object ?? weakTarget }
            set {
                weakTarget = newValue
                enclosingTarget = UnownedReference()
            }
        }
        /// The selector as the nib writes it, e.g. `favoriteTapped:`.
        public var action: String
        /// The events the action is sent for.
        public var events: Event
        /// The event as the nib named it, kept even when NibKit does not know the name.
        public var eventName: ControlEvent?

        private weak var weakTarget: AnyObject?
        fileprivate var enclosingTarget = UnownedReference<View>()

        init(target: AnyObject?, action: String, events: Event, eventName: ControlEvent?) {
            self.action = action
            self.events = events
            self.eventName = eventName
            self.target = target
        }

        fileprivate init(enclosingTarget: View, action: String, events: Event, eventName: ControlEvent?) {
            self.action = action
            self.events = events
            self.eventName = eventName
            self.enclosingTarget = UnownedReference(enclosingTarget)
        }
    }

    /// Every target/action pair, in the order they were added.
    public private(set) var targetActions: [TargetAction] = []
    /// The closure actions added with `addAction(_:for:)`, with their events, in order; held
    /// strongly, as UIKit holds them.
    var closureActions: [(action: Action, events: Event)] = []
    /// UIKit's `isEnabled`.
    public var isEnabled = true
    /// UIKit's `isSelected`.
    public var isSelected = false

    /// Decodes a control, taking `isEnabled` and `isSelected` from the nib.
    final class Decoded: NibDecodedValue {
        let isEnabled: Bool
        let isSelected: Bool
        init(record: ObjectRecord) {
            isEnabled = record.string(forKey: "enabled") != "NO"
            isSelected = record.string(forKey: "selected") == "YES"
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        isEnabled = properties.isEnabled
        isSelected = properties.isSelected
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Adds a target/action pair for `events` (`addTarget(_:action:for:)`).
    public func addTarget(_ target: AnyObject?, action: String, for events: Event) {
        targetActions.append(TargetAction(target: target, action: action, events: events, eventName: nil))
    }

    /// Adds a pair as a nib's `<action>` names it.
    func addTarget(_ target: AnyObject?, action: String, forNibEvent event: ControlEvent) {
        if let view = target as? View, isDescendant(of: view) {
            targetActions.append(TargetAction(enclosingTarget: view, action: action, events: Event(event), eventName: event))
            view.controlsTargetingSelf.append(self)
        } else {
            targetActions.append(TargetAction(target: target, action: action, events: Event(event), eventName: event))
        }
    }

    /// `view`, a target held without a count, is going away.
    func targetWillDeinit(_ view: View) {
        for index in targetActions.indices where targetActions[index].enclosingTarget.refers(to: view) {
            targetActions[index].enclosingTarget = UnownedReference()
        }
    }

    /// The selectors sent to `target` for `event` (`actions(forTarget:forControlEvent:)`).
    public func actions(forTarget target: AnyObject?, forControlEvent event: Event) -> [String] {
        targetActions.filter { $0.target === target && !$0.events.isDisjoint(with: event) }.map(\.action)
    }

    /// Sends the actions registered for `event` to their targets, in the order they were added
    /// (`sendActions(for:)`); returns how many were handled (a nil target's goes up the responder
    /// chain, as `sendAction(_:to:)` says, and counts when something on it handles it). A target that has no method for its selector stops the program
    /// as UIKit does ("unrecognized selector sent to instance"), at the caller's `file` and
    /// `line`; so does a storyboard segue the control triggers that cannot be performed.
    /// `trySendActions(for:)` throws instead.
    @discardableResult
    public func sendActions(for event: Event, file: StaticString = #fileID, line: UInt = #line) -> Int {
        do {
            return try trySendActions(for: event, file: file, line: line)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    /// `sendActions(for:)`, throwing where it traps.
    @discardableResult
    public func trySendActions(for event: Event, file: StaticString = #fileID, line: UInt = #line) throws(NibError) -> Int {
        var handled = 0
        for pair in targetActions where !pair.events.isDisjoint(with: event) {
            if try trySendAction(pair.action, to: pair.target, file: file, line: line) { handled += 1 }
        }
        for (action, events) in closureActions where !events.isDisjoint(with: event) {
            action.perform(sender: self)
            handled += 1
        }
        return handled
    }

    /// Sends one action to `target` (`sendAction(_:to:for:)`): calls the method the target's
    /// class declares for the selector in its `actions`; failing that, hands the selector to the
    /// target's `ActionTarget.perform(_:sender:)`. A nil target sends it up the responder chain,
    /// as UIKit does, to the first object that handles it (see `ResponderChain`); false when none
    /// does, for UIKit drops it then. A target that handles neither way stops the
    /// program with UIKit's "unrecognized selector sent to instance", at the caller's line;
    /// `trySendAction(_:to:)` throws instead.
    @discardableResult
    public func sendAction(_ action: String, to target: AnyObject?, file: StaticString = #fileID, line: UInt = #line) -> Bool {
        do {
            return try trySendAction(action, to: target, file: file, line: line)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    /// `sendAction(_:to:)`, throwing where it traps.
    @discardableResult
    public func trySendAction(_ action: String, to target: AnyObject?, file: StaticString = #fileID, line: UInt = #line) throws(NibError) -> Bool {
        guard ActionSender.caller != nil else {
            let result: Result<Bool, NibError> = ActionSender.$caller.withValue((file, line)) {
                do throws(NibError) {
                    return .success(try trySendAction(action, to: target, file: file, line: line))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }
        guard let target else { return try ResponderChain.send(action, from: self) }
        return try ActionDispatch.send(action, to: target, from: self)
    }
}

/// UIKit's responder chain, for actions sent to a nil target. NibKit models no first responder
/// (no keyboard focus), so the chain starts at the control that sends the action, as UIKit's
/// does when nothing is first responder: a view's next responder is the controller whose view it
/// is, else its superview; a controller's is its view's superview (its parent's view, or the
/// window), else the controller that presented it, else its parent.
@MainActor
enum ResponderChain {
    static func next(after responder: AnyObject) -> AnyObject? {
        if let view = responder as? View {
            return view.owningViewController ?? view.superview
        }
        if let controller = responder as? ViewController {
            return controller.viewIfLoaded?.superview ?? controller.presenter ?? controller.parent
        }
        return nil
    }

    /// Sends `action` to the first object on the chain from `sender` that handles it; false when
    /// none does.
    static func send(_ action: String, from sender: Control) throws(NibError) -> Bool {
        var responder: AnyObject? = sender
        while let current = responder {
            if try ActionDispatch.sendIfHandled(action, to: current, from: sender) { return true }
            responder = next(after: current)
        }
        return false
    }
}

/// Sends an action's selector to its target, for controls and bar button items alike.
@MainActor
enum ActionDispatch {
    /// Calls the method the target's class declares for the selector in its `actions`; failing
    /// that, a control hands the selector to the target's `ActionTarget.perform(_:sender:)`. Throws UIKit's
    /// "unrecognized selector sent to instance" when the target handles neither way.
    static func send(_ action: String, to target: AnyObject, from sender: AnyObject) throws(NibError) -> Bool {
        if try sendIfHandled(action, to: target, from: sender) { return true }
        let targetType: AnyObject.Type = type(of: target)
        let method = action.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? action
        throw NibError(kind: .unknownAction, message: """
            -[\(targetType) \(action)]: unrecognized selector sent to instance (from a \(type(of: sender))); \
            declare it: override class var actions: [ActionMethod] { super.actions + [ActionMethod("\(action)", \(targetType).\(method))] }
            """)
    }
}

extension ActionDispatch {
    /// Sends `action` to `target` if it handles it (a declared method, or
    /// `ActionTarget.perform(_:sender:)`); false when it does not, which the responder chain
    /// passes on. A declared method that cannot take this sender throws.
    static func sendIfHandled(_ action: String, to target: AnyObject, from sender: AnyObject) throws(NibError) -> Bool {
        let targetType: AnyObject.Type = type(of: target)
        if let declared = ActionMethod.declared(action, by: targetType) {
            if declared.send(to: target, from: sender) { return true }
            throw NibError(kind: .actionType, message: "-[\(targetType) \(action)]: the method takes a \(declared.senderTypeName ?? "?") as its sender, but a \(type(of: sender)) sent it")
        }
        if let control = sender as? Control, (target as? ActionTarget)?.perform(action, sender: control) == true { return true }
        return false
    }
}

/// `UIButton`: a title and an image per state.
open class Button: Control {
    /// Titles by state, as set in the nib or with `setTitle(_:for:)`.
    public private(set) var titles: [State: String] = [:]
    /// Image names by state.
    public var images: [State: String] { imagesByState.mapValues(\.name) }
    private var imagesByState: [State: Image] = [:]
    /// Title colours by state, as set in the nib (`<color key="titleColor">` in a `<state>`) or
    /// with `setTitleColor(_:for:)`.
    public private(set) var titleColors: [State: Color] = [:]
    /// The kind of button (`buttonType`): `.system`, `.custom`, `.detailDisclosure`, …, as the
    /// nib writes it (a value Interface Builder adds later is kept as written).
    public var buttonType = ButtonType.custom

    /// `UIButton.ButtonType`, by Interface Builder's names; compares with a string literal too
    /// (`button.buttonType == "system"`), as code written when it was a string does.
    public struct ButtonType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue == "roundedRect" ? "system" : rawValue }
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public var description: String { rawValue }

        public static let custom = ButtonType(rawValue: "custom")
        /// Also what Interface Builder's older `roundedRect` is now.
        public static let system = ButtonType(rawValue: "system")
        public static let detailDisclosure = ButtonType(rawValue: "detailDisclosure")
        public static let infoLight = ButtonType(rawValue: "infoLight")
        public static let infoDark = ButtonType(rawValue: "infoDark")
        public static let contactAdd = ButtonType(rawValue: "contactAdd")
        public static let close = ButtonType(rawValue: "close")
    }

    /// Decodes a button, taking its type and its titles and images for the states NibKit models from the nib.
    final class Decoded: NibDecodedValue {
        let buttonType: ButtonType
        let titles: [State: String]
        let images: [State: String]
        let titleColors: [State: Color]
        init(record: ObjectRecord) {
            buttonType = record.string(forKey: "buttonType").map(ButtonType.init(rawValue:)) ?? .custom
            var titles: [State: String] = [:]
            var images: [State: String] = [:]
            var colors: [State: Color] = [:]
            for key in record.childKeys(named: "state") {
                // States NibKit does not model stay in the document.
                guard let state = State(ControlState(interfaceBuilderName: key)) else { continue }
                titles[state] = record.childAttributes(forKey: key)?["title"]
                images[state] = record.childAttributes(forKey: key)?["image"]
                colors[state] = record.element.child(key: key)?.color(forKey: "titleColor").flatMap(Color.init)
            }
            self.titles = titles
            self.images = images
            self.titleColors = colors
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        buttonType = properties.buttonType
        titles = properties.titles
        imagesByState = properties.images.mapValues { Image(stringLiteral: $0) }
        titleColors = properties.titleColors
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button of the given type (`init(type:)`), of zero size until laid out or sized.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of the given type whose primary action (a tap: `.primaryActionTriggered`) is
    /// `primaryAction`, titled with the action's title (`init(type:primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// A button with a frame and a primary action (`init(frame:primaryAction:)`).
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    private func adoptPrimaryAction(_ action: Action) {
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    }

    /// The title colour for `state`, falling back to the normal state's, as UIKit does.
    public func titleColor(for state: State) -> Color? { titleColors[state] ?? titleColors[.normal] }
    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: Color?, for state: State) { titleColors[state] = color }

    /// The title for `state`, falling back to the normal state's, as UIKit does.
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// Sets the title for `state`; a new normal title changes the button's intrinsic size.
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal {
            hasNibTitle = false
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the titles are still the nib's, whose size Interface Builder measured.
    var hasNibTitle = true

    /// The normal title's size plus UIButton's padding (30 pt high at 15 pt, 6 pt at the sides);
    /// a nib's button, until its title changes, has the size Interface Builder saved.
    open override var intrinsicContentSize: CGSize {
        if hasNibTitle, nibIntrinsicSize != nil { return savedIntrinsicContentSize }
        let text = titles[.normal] ?? ""
        let size = textMeasuring.size(of: text, font: FontMetrics(pointSize: 15), maximumWidth: nil, numberOfLines: 1)
        return CGSize(width: size.width + 12, height: max(30, size.height + 12))
    }
    /// The image for `state`, falling back to the normal state's (`image(for:)`).
    public func image(for state: State) -> Image? { imagesByState[state] ?? imagesByState[.normal] }
    /// Sets the image for `state` (`setImage(_:for:)`); nil removes it.
    public func setImage(_ image: Image?, for state: State) { imagesByState[state] = image }
}

/// `UITextField`.
open class TextField: Control {
    /// The text.
    public var text: String?
    /// The text shown while `text` is empty.
    public var placeholder: String?
    /// The font.
    public var font: Font?
    /// The text colour.
    public var textColor: Color?
    /// The text alignment.
    public var textAlignment: TextAlignment = .natural
    /// The border (`borderStyle`): `.none`, `.line`, `.bezel` or `.roundedRect`, as the nib writes it.
    public var borderStyle = BorderStyle.none

    /// `UITextField.BorderStyle`, by Interface Builder's names; compares with a string literal
    /// too (`field.borderStyle == "roundedRect"`), as code written when it was a string does.
    public struct BorderStyle: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        public var description: String { rawValue }

        public static let none = BorderStyle(rawValue: "none")
        public static let line = BorderStyle(rawValue: "line")
        public static let bezel = BorderStyle(rawValue: "bezel")
        public static let roundedRect = BorderStyle(rawValue: "roundedRect")
    }

    /// Decodes a text field, taking its text, placeholder, font, colour, alignment and border style from the nib.
    final class Decoded: NibDecodedValue {
        let text: String?
        let placeholder: String?
        let font: Font?
        let textColor: Color?
        let textAlignment: TextAlignment
        let borderStyle: BorderStyle
        init(record: ObjectRecord) {
            text = record.string(forKey: "text")
            placeholder = record.string(forKey: "placeholder")
            font = record.font
            textColor = record.color(forKey: "textColor")
            textAlignment = record.string(forKey: "textAlignment").map(TextAlignment.init(interfaceBuilderName:)) ?? .natural
            borderStyle = record.string(forKey: "borderStyle").map(BorderStyle.init(rawValue:)) ?? .none
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        text = properties.text
        placeholder = properties.placeholder
        font = properties.font
        textColor = properties.textColor
        textAlignment = properties.textAlignment
        borderStyle = properties.borderStyle
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UISwitch`.
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false

    /// Decodes a switch, taking `isOn` from the nib.
    final class Decoded: NibDecodedValue {
        let isOn: Bool
        init(record: ObjectRecord) { isOn = record.string(forKey: "on") == "YES" }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let decoded = coder.decodeValue(Decoded.self) else { return nil }
        isOn = decoded.isOn
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// `UISlider`.
open class Slider: Control {
    /// The current value, kept between `minimumValue` and `maximumValue`: a value past either is
    /// that bound instead, as UIKit sets it.
    public var value: Float = 0 {
        didSet { clampValue() }
    }
    /// The value at the leading end. Raising it past the value moves the value up to it, and past
    /// `maximumValue` moves that too, as UIKit does.
    public var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The value at the trailing end. Lowering it past the value moves the value down to it, and
    /// past `minimumValue` moves that too.
    public var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }

    /// Sets the value (`setValue(_:animated:)`); NibKit does not animate.
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func clampValue() {
        let clamped = min(max(value, minimumValue), maximumValue)
        if clamped != value { value = clamped }
    }

    /// Decodes a slider, taking its value and range from the nib.
    final class Decoded: NibDecodedValue {
        let value: Float
        let minimumValue: Float
        let maximumValue: Float
        init(record: ObjectRecord) {
            value = Float(record.finiteDouble(forKey: "value") ?? 0)
            minimumValue = Float(record.finiteDouble(forKey: "minValue") ?? 0)
            maximumValue = Float(record.finiteDouble(forKey: "maxValue") ?? 1)
        }
    }

    open override class var decodedTypes: [any NibDecodedValue.Type] { super.decodedTypes + [Decoded.self] }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        guard let properties = coder.decodeValue(Decoded.self) else { return nil }
        // A nib's value outside its range is shown at the nearer bound, as UIKit's setters put it.
        minimumValue = properties.minimumValue
        maximumValue = max(properties.maximumValue, properties.minimumValue)
        value = min(max(properties.value, minimumValue), maximumValue)
        super.init(coder: coder)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// Where a control was told to send its actions, so that what fails in an action (a storyboard
/// segue that cannot be performed) traps at the caller's line, not at NibKit's.
@MainActor
enum ActionSender {
    @TaskLocal static var caller: (file: StaticString, line: UInt)?
}
