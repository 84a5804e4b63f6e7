import Testing

@testable import VCLabTerminal

@Suite struct SyntaxHighlighterTests {
    func kinds(_ source: String, _ language: SyntaxHighlighter.Language) -> [String: SyntaxHighlighter.Kind] {
        var result: [String: SyntaxHighlighter.Kind] = [:]
        for token in SyntaxHighlighter.tokens(of: source, language: language) where token.kind != .plain {
            result[token.text] = token.kind
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
            - (void)viewDidLoad { [super viewDidLoad]; self.title = @"Hi"; char c = 'x'; }
            """
        let found = kinds(source, .objectiveC)
        #expect(found["#import <UIKit/UIKit.h>"] == .directive)
        #expect(found["@interface"] == .attribute)
        #expect(found["UIViewController"] == .type)
        #expect(found["void"] == .keyword)
        #expect(found["@\"Hi\""] == .string)
        #expect(found["'x'"] == .string)
        #expect(found["self"] == .keyword)
    }

    @Test func tokensRebuildTheSourceExactly() {
        let source = "let a = \"unterminated\nfunc b() {} /* open"
        for language in [SyntaxHighlighter.Language.swift, .objectiveC] {
            #expect(SyntaxHighlighter.tokens(of: source, language: language).map(\.text).joined() == source)
        }
    }

    @Test(arguments: [("swift", true), ("objc", true), ("objective-c", true), ("m", true), ("sim", false), ("", false)])
    func languageComesFromTheInfoString(info: String, isHighlighted: Bool) {
        #expect((SyntaxHighlighter.Language(info: info) != nil) == isHighlighted)
    }
}
