import Foundation
import Testing
@testable import NibSources

/// A header the Objective-C code imports in quotes that the project lacks (a portfolio's excerpt of
/// an app, a pod not checked in) may declare the classes its name gives; a category's header
/// leaves the class it extends checked.
@Suite struct MissingHeaderTests {
    @Test func quotedImportsAreReadFromPreprocessorLinesOnly() {
        let source = """
            #import <UIKit/UIKit.h>
            #import "Panel.h"
              #  include "Views/PDSeparatorView.h"
            // #import "Commented.h"
            NSString *text = @"#import \\"NotAnImport.h\\"";
            @import Foundation;
            """
        #expect(IdentifierBytes.quotedImports(in: Array(source.utf8)) == ["Panel.h", "PDSeparatorView.h"])
    }

    @Test func forwardDeclarationsNameEachClass() {
        let source = """
            #import <UIKit/UIKit.h>
            @class FBLoginView, FBSession ;
            @class
                GoogleMapView;
            @interface LoginController : UIViewController
            @property (weak, nonatomic) IBOutlet FBLoginView *loginView;
            - (Class)viewClass { return [MapView class]; }
            @end
            """
        #expect(IdentifierBytes.forwardDeclaredClasses(in: Array(source.utf8)) == ["FBLoginView", "FBSession", "GoogleMapView"])
    }

    @Test func aMissingHeaderNamesWhatItMayDeclare() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-headers-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "#import <UIKit/UIKit.h>\n@interface Panel : UIView\n@end\n"
            .write(to: root.appendingPathComponent("Panel.h"), atomically: true, encoding: .utf8)
        try "#import \"Panel.h\"\n#import \"PDSeparatorView.h\"\n#import \"UIImageView+WebCache.h\"\n@implementation Panel\n@end\n"
            .write(to: root.appendingPathComponent("Panel.m"), atomically: true, encoding: .utf8)

        var options = SourceReader.Options(paths: [root.path])
        options.sourceKitPath = "/nonexistent/libsourcekitdInProc.so"
        let missing = SourceReader(options: options).read().facts.namesOfMissingSources
        #expect(missing.contains("PDSeparatorView"))
        #expect(missing.contains("WebCache"))
        #expect(!missing.contains("UIImageView"), "a category's header leaves the class it extends checked")
        #expect(!missing.contains("Panel"), "Panel.h is there")
    }
}
