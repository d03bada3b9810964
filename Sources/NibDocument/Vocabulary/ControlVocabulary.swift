/// A control event an action is sent for (`UIControl.Event`), as Interface Builder names it in an
/// action's `eventType`.
public enum ControlEvent: InterfaceBuilderValue {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered, menuActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
    case allTouchEvents, allEditingEvents, allEvents
    case unknown(String)

    public static let spellings: [(value: ControlEvent, names: [String])] = [
        (.touchDown, ["touchDown"]), (.touchDownRepeat, ["touchDownRepeat"]),
        (.touchDragInside, ["touchDragInside"]), (.touchDragOutside, ["touchDragOutside"]),
        (.touchDragEnter, ["touchDragEnter"]), (.touchDragExit, ["touchDragExit"]),
        (.touchUpInside, ["touchUpInside"]), (.touchUpOutside, ["touchUpOutside"]), (.touchCancel, ["touchCancel"]),
        (.valueChanged, ["valueChanged"]), (.primaryActionTriggered, ["primaryActionTriggered"]),
        (.menuActionTriggered, ["menuActionTriggered"]),
        (.editingDidBegin, ["editingDidBegin"]), (.editingChanged, ["editingChanged"]),
        (.editingDidEnd, ["editingDidEnd"]), (.editingDidEndOnExit, ["editingDidEndOnExit"]),
        (.allTouchEvents, ["allTouchEvents"]), (.allEditingEvents, ["allEditingEvents"]), (.allEvents, ["allEvents"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// A control state (`UIControl.State`), as Interface Builder names a button's `<state key=…>`.
public enum ControlState: InterfaceBuilderValue {
    case normal, highlighted, disabled, selected, focused
    case unknown(String)

    public static let spellings: [(value: ControlState, names: [String])] = [
        (.normal, ["normal"]), (.highlighted, ["highlighted"]), (.disabled, ["disabled"]),
        (.selected, ["selected"]), (.focused, ["focused"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}
