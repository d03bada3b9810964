import Foundation
import Testing
@testable import NibSources

/// A podspec's module name and `source_files`, read from its Ruby and JSON forms.
@Suite struct PodspecTests {
    @Test func theRubyFormGivesEveryPatternOfTheSpecItsSubspecsAndPlatforms() {
        let spec = Podspec(text: """
            Pod::Spec.new do |s|
              s.name         = 'Hippo-SDK'
              s.version      = '2.1.72'
              # s.source_files = 'Old/**/*.swift'
              s.source_files = 'Hippo/**/*.{swift,h,m}' # only code files
              s.ios.source_files = "Platform/iOS/*.swift", 'Platform/Shared'
              s.subspec 'Call' do |call|
                call.source_files = [
                  'Call/**/*.swift',
                  'Call/#Legacy/*.m',
                ]
                call.dependency 'HippoCallClient'
              end
              s.resource_bundles = { 'Hippo' => ['Hippo/**/*.xib'] }
            end
            """)
        #expect(spec.moduleName == "Hippo-SDK")
        #expect(spec.sourceFiles == ["Hippo/**/*.{swift,h,m}", "Platform/iOS/*.swift", "Platform/Shared", "Call/**/*.swift", "Call/#Legacy/*.m"])
    }

    @Test func aModuleNameIsTheModulesName() {
        #expect(Podspec(text: "Pod::Spec.new do |spec|\n  spec.name = 'Kit-Swift'\n  spec.module_name = 'Kit'\nend\n").moduleName == "Kit")
    }

    @Test func theJSONFormGivesEveryPatternWhereverItIs() {
        let spec = Podspec(text: #"{"name": "Kit", "source_files": "Kit/*.swift", "ios": {"source_files": ["iOS/*.swift"]}, "subspecs": [{"name": "Core", "source_files": "Core/**/*"}]}"#)
        #expect(spec.moduleName == "Kit")
        #expect(Set(spec.sourceFiles) == ["Kit/*.swift", "iOS/*.swift", "Core/**/*"])
    }

    /// A pattern Ruby builds is read as written; the project layout leaves it out.
    @Test func anInterpolatedPatternIsReadAsWritten() {
        let spec = Podspec(text: "Pod::Spec.new do |s|\n  dir = \"#{pods_root}/#{s.name}\"\n  s.subspec 'Messages' do |ms|\n    ms.source_files = \"#{dir}/*.pbobjc.{h,m}\"\n  end\nend\n")
        #expect(spec.sourceFiles == ["#{dir}/*.pbobjc.{h,m}"])
    }

    @Test func aPatternCountsFromItsFolderPartUpToItsFirstWildcard() {
        #expect(Podspec.fixedPrefix(of: "Hippo/**/*.{swift,h,m}") == "Hippo")
        #expect(Podspec.fixedPrefix(of: "Sources/Kit/Views/*.swift") == "Sources/Kit/Views")
        #expect(Podspec.fixedPrefix(of: "Classes") == "Classes")
        #expect(Podspec.fixedPrefix(of: "Classes/Kit.swift") == "Classes/Kit.swift")
        #expect(Podspec.fixedPrefix(of: "**/*.swift") == "")
        #expect(Podspec.fixedPrefix(of: "Kit{,Extras}/*.swift") == "")
    }
}
