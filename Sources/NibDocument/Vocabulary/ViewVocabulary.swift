/// How a view lays out its content when its bounds change (`UIView.ContentMode`).
public enum ContentMode: InterfaceBuilderValue {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case unknown(String)

    public static let spellings: [(value: ContentMode, names: [String])] = [
        (.scaleToFill, ["scaleToFill"]), (.scaleAspectFit, ["scaleAspectFit"]), (.scaleAspectFill, ["scaleAspectFill"]),
        (.redraw, ["redraw"]), (.center, ["center"]), (.top, ["top"]), (.bottom, ["bottom"]),
        (.left, ["left"]), (.right, ["right"]), (.topLeft, ["topLeft"]), (.topRight, ["topRight"]),
        (.bottomLeft, ["bottomLeft"]), (.bottomRight, ["bottomRight"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// Horizontal text alignment (`NSTextAlignment`).
public enum TextAlignment: InterfaceBuilderValue {
    case left, center, right, justified, natural
    case unknown(String)

    public static let spellings: [(value: TextAlignment, names: [String])] = [
        (.left, ["left"]), (.center, ["center"]), (.right, ["right"]),
        (.justified, ["justified"]), (.natural, ["natural"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// How text that does not fit is wrapped or truncated (`NSLineBreakMode`). iOS files write
/// `tailTruncation`, `wordWrap`, …; macOS files write `truncatingTail`, `wordWrapping`, ….
public enum LineBreakMode: InterfaceBuilderValue {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
    case unknown(String)

    public static let spellings: [(value: LineBreakMode, names: [String])] = [
        (.byWordWrapping, ["wordWrap", "wordWrapping"]),
        (.byCharWrapping, ["characterWrap", "charWrapping"]),
        (.byClipping, ["clip", "clipping"]),
        (.byTruncatingHead, ["headTruncation", "truncatingHead"]),
        (.byTruncatingTail, ["tailTruncation", "truncatingTail"]),
        (.byTruncatingMiddle, ["middleTruncation", "truncatingMiddle"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// How a stack view sizes its arranged views along its axis (`UIStackView.Distribution`).
public enum StackDistribution: InterfaceBuilderValue {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    case unknown(String)

    public static let spellings: [(value: StackDistribution, names: [String])] = [
        (.fill, ["fill"]), (.fillEqually, ["fillEqually"]), (.fillProportionally, ["fillProportionally"]),
        (.equalSpacing, ["equalSpacing"]), (.equalCentering, ["equalCentering"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// How a stack view places its arranged views across its axis (`UIStackView.Alignment`).
/// `top` and `leading` are one value in UIKit, as are `bottom` and `trailing`; Interface Builder
/// writes the name that fits the axis.
public enum StackAlignment: InterfaceBuilderValue {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    case unknown(String)

    /// `UIStackView.Alignment.top`, the same value as `leading`.
    public static let top = StackAlignment.leading
    /// `UIStackView.Alignment.bottom`, the same value as `trailing`.
    public static let bottom = StackAlignment.trailing

    public static let spellings: [(value: StackAlignment, names: [String])] = [
        (.fill, ["fill"]), (.leading, ["leading", "top"]), (.firstBaseline, ["firstBaseline"]),
        (.center, ["center"]), (.trailing, ["trailing", "bottom"]), (.lastBaseline, ["lastBaseline", "baseline"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}
