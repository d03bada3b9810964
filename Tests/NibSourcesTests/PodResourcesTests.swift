import Foundation
import NibDocument
import Testing
@testable import NibSources

/// A checked-in Pods folder: what the app targets' resources scripts copy into the app, read
/// from each `install_resource` line, inside the project only.
@Suite struct PodResourcesTests {
    @Test func theInstalledResourcesAreThePathsUnderThePodsFolder() {
        let script = """
            install_resource()
            {
              echo "$1"
            }
            if [[ "$CONFIGURATION" == "Debug" ]]; then
              install_resource "Photos/Pod/Gallery.storyboard"
              install_resource "${PODS_ROOT}/Photos/Pod/Assets/Check.png"
              install_resource "$PODS_ROOT/Photos/Pod/Images.xcassets"
              install_resource "${BUILT_PRODUCTS_DIR}/Photos.bundle"
              install_resource "/Users/someone/Photos/Absolute.png"
            fi
            """
        #expect(PodResources.installedResources(in: script) == ["Photos/Pod/Gallery.storyboard", "Photos/Pod/Assets/Check.png", "Photos/Pod/Images.xcassets"])
    }

    @Test func pathsAreStandardizedByName() {
        #expect(PodResources.lexicallyStandardized("./Pods/../LocalPod/./x.png") == "./LocalPod/x.png")
        #expect(PodResources.lexicallyStandardized("Pods/../../Outside/x.png") == "../Outside/x.png")
    }

    /// A script's `..` that leads out of the project, and a test target's script, copy nothing
    /// the app has.
    @Test func onlyTheAppsCopiesInsideTheProjectCount() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-pods-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let project = top.appendingPathComponent("App")
        let files = [
            "App/Pods/Target Support Files/Pods-App/Pods-App-resources.sh":
                "install_resource \"Photos/Gallery.storyboard\"\ninstall_resource \"../../Outside.storyboard\"\ninstall_resource \"../Local/Local.xib\"\n",
            "App/Pods/Target Support Files/Pods-AppTests/Pods-AppTests-resources.sh": "install_resource \"Photos/Settings.storyboard\"\n",
            "App/Pods/Photos/Gallery.storyboard": "<document/>", "App/Pods/Photos/Settings.storyboard": "<document/>",
            "App/Local/Local.xib": "<document/>", "Outside.storyboard": "<document/>",
        ]
        for (path, text) in files {
            let url = top.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let copied = PodResources(pods: project.path + "/Pods", roots: [try #require(ProjectRoot(folder: project.path))])
        #expect(copied.interfaceFileNames == ["Gallery", "Local"])
        #expect(copied.storyboards == [project.path + "/Pods/Photos/Gallery.storyboard"])
    }
}
