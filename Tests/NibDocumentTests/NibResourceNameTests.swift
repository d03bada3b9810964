import Testing
@testable import NibDocument

/// The name a nib is loaded by: only UIKit's two device modifiers are dropped (Provenance's
/// `SaveStates~.storyboard` and `SaveStates~iOS~.storyboard` are not what
/// `UIStoryboard(name: "SaveStates")` loads).
struct NibResourceNameTests {
    @Test(arguments: [
        ("Book.xib", "Book"), ("Book~ipad.xib", "Book"), ("Book~iphone.xib", "Book"), ("Book.nib", "Book"),
        ("Main.storyboard", "Main"), ("Main~ipad.storyboard", "Main"), ("Book", "Book"), ("Book~ipad", "Book"),
        ("SaveStates~.storyboard", "SaveStates~"), ("SaveStates~iOS~.storyboard", "SaveStates~iOS~"),
        ("Cell~tvOS.xib", "Cell~tvOS"), ("Book~iPad.xib", "Book~iPad"), ("Book.plist", "Book.plist"),
    ])
    func nameDropsExtensionAndDeviceModifier(file: String, name: String) {
        #expect(NibResourceName.of(file) == name)
    }

    @Test func aPathNamesItsLastComponent() {
        #expect(NibResourceName.of(file: "App/Cells/BookCell~ipad.xib") == "BookCell")
        #expect(NibResourceName.of(file: "App/en.lproj/Main.storyboard") == "Main")
    }
}
