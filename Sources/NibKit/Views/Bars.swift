import Foundation
import NibDocument

/// The bar a navigation controller shows above its top controller (`UINavigationBar`). NibKit
/// draws no bars; it keeps what code and the storyboard set, and the navigation controller hides
/// it with `isNavigationBarHidden`.
open class NavigationBar: View {
    /// Whether the bar is translucent (`isTranslucent`; the storyboard's `translucent`).
    public var isTranslucent = true
    /// Whether titles show large (`prefersLargeTitles`; the storyboard's `largeTitles`).
    public var prefersLargeTitles = false
    /// The bar's background colour (`barTintColor`).
    public var barTintColor: Color?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decodes a storyboard's `<navigationBar key="navigationBar">`.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        isTranslucent = coder.string(forKey: "translucent") != "NO"
        prefersLargeTitles = coder.string(forKey: "largeTitles") == "YES"
        barTintColor = coder.color(forKey: "barTintColor")
        super.init(coder: coder)
    }
}

/// The bar a tab bar controller shows below its selected controller (`UITabBar`), kept as the
/// storyboard and code set it; NibKit draws no bars.
open class TabBar: View {
    /// Whether the bar is translucent (`isTranslucent`; the storyboard's `translucent`).
    public var isTranslucent = true
    /// The bar's background colour (`barTintColor`).
    public var barTintColor: Color?
    /// The colour of the items not selected (`unselectedItemTintColor`).
    public var unselectedItemTintColor: Color?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decodes a storyboard's `<tabBar key="tabBar">`.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        isTranslucent = coder.string(forKey: "translucent") != "NO"
        barTintColor = coder.color(forKey: "barTintColor")
        unselectedItemTintColor = coder.color(forKey: "unselectedItemTintColor")
        super.init(coder: coder)
    }
}
