import NibGenerate
import Testing

/// The naming rule, with the examples the documentation gives.
@Suite struct SwiftNameTests {
    @Test(arguments: ["Book Detail", "book-detail", "BookDetail", "book_detail", "book detail", "Book.Detail"])
    func spellingsOfOneNameGiveOneMember(_ text: String) {
        #expect(SwiftName.member(text) == "bookDetail")
    }

    @Test func typeNames() {
        #expect(SwiftName.type("Main-iPad") == "MainIPad")
        #expect(SwiftName.type("Main") == "Main")
        #expect(SwiftName.type("login_flow") == "LoginFlow")
    }

    @Test func leadingDigitsKeywordsAndEmptyNames() {
        #expect(SwiftName.member("2 columns") == "_2Columns")
        #expect(SwiftName.member("default") == "`default`")
        #expect(SwiftName.member("Self") == "`self`")
        #expect(SwiftName.type("Protocol") == "`Protocol`")
        #expect(SwiftName.member("---") == nil)
        #expect(SwiftName.member("URL Detail") == "urlDetail")
        #expect(SwiftName.member("showURL") == "showURL")
    }
}
