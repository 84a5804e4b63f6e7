import Testing
import VCLabMarkdown

@Suite struct CodeLexerTests {
    func kinds(_ source: String, _ language: CodeLanguage) -> [String: CodeToken.Kind] {
        let bytes = Array(source.utf8)
        var result: [String: CodeToken.Kind] = [:]
        for token in CodeLexer.tokens(of: bytes, language: language) where token.kind != .plain {
            result[String(decoding: bytes[token.range], as: UTF8.self)] = token.kind
        }
        return result
    }

    @Test func swiftKeywordsTypesStringsNumbersCommentsAttributes() {
        let source = """
            @MainActor override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated) // first
                let title = "Hi \\"there\\"", count = 42 /* outer /* nested */ still */
                #if DEBUG
            """
        let found = kinds(source, .swift)
        #expect(found["@MainActor"] == .attribute)
        #expect(found["override"] == .keyword)
        #expect(found["func"] == .keyword)
        #expect(found["Bool"] == .type)
        #expect(found["super"] == .keyword)
        #expect(found["// first"] == .comment)
        #expect(found["\"Hi \\\"there\\\"\""] == .string)
        #expect(found["42"] == .number)
        #expect(found["/* outer /* nested */ still */"] == .comment)
        #expect(found["#if"] == .directive)
        #expect(found["viewWillAppear"] == nil)
    }

    @Test func objectiveCDirectivesLiteralsAndSelectors() {
        let source = """
            #import <UIKit/UIKit.h>
            @interface A : UIViewController
            - (void)viewDidLoad { [super viewDidLoad]; self.title = @"Hi"; char c = 'x'; } /* a /* b */ c */
            """
        let found = kinds(source, .objectiveC)
        #expect(found["#import <UIKit/UIKit.h>"] == .directive)
        #expect(found["@interface"] == .keyword)
        #expect(found["UIViewController"] == .type)
        #expect(found["void"] == .keyword)
        #expect(found["@\"Hi\""] == .string)
        #expect(found["'x'"] == .string)
        #expect(found["self"] == .keyword)
        // Objective-C block comments do not nest.
        #expect(found["/* a /* b */"] == .comment)
    }

    @Test(arguments: [
        "let s = \"\"\"\nmulti \"quoted\"\n\"\"\" /* a /* nested */ b */ x",
        "unterminated \"string\nnext line", "ü ß 0x1F 1.5e3 a.b B2 _x", "/* never closed", "'c' @", "",
        "\"escaped at the end\\", "let größe = 2 // ünïcode",
    ])
    func tokensCoverEveryByteInOrder(_ source: String) {
        let bytes = Array(source.utf8)
        for language in CodeLanguage.allCases {
            let tokens = CodeLexer.tokens(of: bytes, language: language)
            var next = 0
            for token in tokens {
                #expect(token.range.lowerBound == next && !token.range.isEmpty)
                next = token.range.upperBound
                // No token starts or ends inside a multi-byte character.
                #expect(token.range.lowerBound == bytes.count || bytes[token.range.lowerBound] & 0xC0 != 0x80)
            }
            #expect(next == bytes.count)
        }
    }

    /// The site and the terminal used to accept different info strings (the site missed `m`, the terminal a
    /// tab separator); there is one answer now.
    @Test(arguments: [
        ("swift", CodeLanguage.swift), ("Swift title", .swift), ("objc", .objectiveC), ("objective-c", .objectiveC),
        ("Objective-C\tfile.m", .objectiveC), ("obj-c", .objectiveC), ("objectivec", .objectiveC),
        ("m", .objectiveC), ("mm", .objectiveC), ("objc++", .objectiveC),
    ])
    func languageComesFromTheInfoString(info: String, language: CodeLanguage) {
        #expect(CodeLanguage(info: info) == language)
    }

    @Test(arguments: ["sim", "", "quiz", "swiftui", "c", "text swift"])
    func otherInfoStringsAreNotHighlighted(info: String) {
        #expect(CodeLanguage(info: info) == nil)
    }
}
