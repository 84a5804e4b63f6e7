// Generated from the diagnostics tables of docs/authoring.md and docs/scenario-language.md by
// DiagnosticCatalogueTests: edit the pages, then run
// RECORD_SNAPSHOTS=1 swift test --filter DiagnosticCatalogueTests.

extension DiagnosticCatalogue {
    /// id, severity, meaning, fix: one diagnostic a line, cells separated by tabs, in Markdown.
    static let table = #"""
        lesson.too-large	error	the file is over 4 MiB	split the lesson
        lesson.invalid-encoding	error	the file is not UTF-8, or holds a NUL byte; the location is the first bad byte	save it as UTF-8
        lesson.unterminated-fence	error	a fenced code block is never closed, so cmark runs it to the end of the file; reported at the opening fence	add the closing fence where the block ends
        lesson.invalid-simulation-name	error	```` ```sim ```` without a name, or with more than one word	write ```` ```sim push-pop ````
        lesson.duplicate-simulation	error	two scenarios of the lesson share a name	rename one
        lesson.invalid-compare	error	`compare:` lists something that is not a released version (3 through 18.x, or 26.x; with a did-you-mean for the others), or nothing	list versions like `6, 12.4, 17`
        lesson.nested-block	warning	a `sim` or `quiz` block inside a list or block quote is shown as code, not run	move it to the top level
        lesson.ignored-fence-info	warning	words after ```` ```quiz ```` mean nothing	put settings such as the id inside the block
        lesson.unknown-sample-word	warning	a word after ```` ```swift ```` or ```` ```objc ```` that is not `fragment`, `statements`, `sketch`, `mrc` or `iosN` (with a did-you-mean); the sample is checked as a whole file	fix the word, or remove it
        lesson.template-text	warning	the `vclab new lesson` template's placeholder (the summary "One sentence for the index and search.", the body's "Write the lesson here.") is still in the lesson	replace it with your own words
        lesson.unlinked-reference	warning	prose names a lesson by its number ("lesson 3", "lessons 6 and 7", "第7课") without linking it; a list's numbers are each checked, and a number no lesson file starts with is left alone	link it, as the fix-it (and `vclab check --fix`) does: `[lesson 3](03-loading-the-view.md)`, `lessons [6](06-navigation.md) and [7](07-tab-bars.md)`, `[第7课](07-tab-bars.md)`
        lesson.simulation-too-long	error	a scenario makes more than 5,000 callbacks, more than a page can show (the longest in the course makes under 100)	split it into smaller scenarios, each showing one point
        front-matter.missing-title	error	no front matter, no `title`, or an empty one	start the file with `---`, `title: …`, `---`
        front-matter.unterminated	error	the first `---` is never closed	add the closing `---`
        front-matter.malformed-line	error	a front matter line is not `key: value`	fix it, or move it below the closing `---`
        front-matter.unknown-key	warning	a key other than `title`, `order`, `summary` (with a did-you-mean)	fix the spelling or remove it
        front-matter.duplicate-key	warning	a key given twice; the last one wins	remove one
        front-matter.invalid-order	error	`order` is not a whole number	write `order: 6`
        quiz.malformed-line	error	a line that is neither `key: value` nor indented by two spaces to continue a value	indent continuation lines by two spaces
        quiz.unknown-field	error	a key VCLab does not know (with a did-you-mean), or `feedback` without its option	fix the spelling
        quiz.duplicate-field	error	the same key twice in one quiz	keep one
        quiz.missing-field	error	`sim`, `ask`, `prompt` or `answer` is missing or empty, or `event` (for `happens`, `count`), `of` (`frame`) or `claim` (`claim`)	add it; a missing `answer` is written by `--fix` when the trace decides it
        quiz.unused-field	warning	a key the kind does not use (`choices` on `count`), or feedback for something that is not an option	remove it, or use it with the right kind
        quiz.unknown-kind	error	`ask:` names no kind (with a did-you-mean)	use one of the kinds above
        quiz.invalid-value	error	a value of the wrong shape: an id with spaces, `only: apperance`, `inferred: maybe`, `answer: maybe` for `happens`, a frame that is not four numbers, a claim in none of the five forms, an `order` answer with one event, a `first` answer with two	write the value the kind expects
        quiz.unknown-simulation	error	`sim:` names no scenario of the lesson and no shared one (with a did-you-mean)	fix the name, or add the scenario
        quiz.simulation-failed	error	the shared scenario the quiz uses does not run, so the quiz cannot be checked; the scenario's own errors are reported in its file	fix the scenario
        quiz.unknown-step	error	`step:` matches no step's text (with a did-you-mean), or its index is out of range	write a step as the scenario writes it, or its index
        quiz.ambiguous-step	error	`step:` text matches several steps	use the step's index
        quiz.unknown-event	error	an event that is not `Controller.callback`, a callback UIKit does not make (with a did-you-mean), an application event on a view controller or the reverse	fix the event
        quiz.unknown-controller	error	an event, `of:` or `loaded` option names a controller the scenario does not have (with a did-you-mean), or `app` where a view controller is needed	fix the name
        quiz.duplicate-option	error	the same event or controller twice among answer and choices	remove one
        quiz.ambiguous-event	error	an `order` event happens more than once in the window, so it has no single place	limit the quiz with `step:`, or pick another event
        quiz.unanswerable	error	the trace cannot answer the question: `next X` where X does not happen or ends the window, the frame of a view that is not loaded, a `trace` of a window with no such callbacks, a `first`/`last` where no option happens	ask about something that happens in the window
        quiz.wrong-key	error	the answer is not what the trace says; the message gives the trace's numbers (`#7`), and its column is the answer's value (not the `answer:` key)	correct the answer, or run `--fix`
        quiz.true-distractor	error	a choice is right too: it happens (`which`), its view is loaded (`loaded`), it also comes right after X (`next`)	replace the choice; for `which` and `loaded`, `--fix` moves it into the answer
        quiz.inferred-order	warning	the key rests on an ordering the engine marks inferred or disputed; the message names the events	ask about established orderings, or add `inferred: yes`
        quiz.unchecked	note	a quiz or an option that could not be held against the trace, and why: a lesson scenario that does not run leaves each of its quizzes unchecked (the note points at the scenario's error), and an option in error (an unknown event or controller) leaves the quiz's other options unchecked, each noted at its place, so a wrong key or a right choice among them is not silently missed	fix what the note names, and check again
        quiz.varying-pass-count	warning	a `count` quiz counts layout callbacks of passes UIKit may repeat or leave out (a first appearance, a size change, bars, a rotation: every rule whose pass count varies, `Rule.passCountVaries`); the message gives their numbers	ask what causes a pass (`happens`, `which`), or count passes the scenario asks for itself (`layout A`, `constraints A`)
        quiz.no-distractor	warning	a `first`, `last` or `next` quiz has no `choices`: the only option is the answer	add wrong options
        quiz.every-option-right	warning	a `which` or `loaded` quiz has no `choices`: ticking everything wins	add options that are wrong
        quiz.trivial-claim	warning	a claim compares an event with itself, or is true by construction: the same controller's birth before anything else (`init`, `awakeFromNib`, `loadView`, `viewDidLoad` in that order), anything before its `deinit`, `viewWillAppear` before `viewDidAppear`, `viewWillDisappear` before `viewDidDisappear`	compare events the scenario decides, such as two controllers'
        quiz.prompt-gives-answer	warning	the prompt contains its answer: a single answer named without every other option, an `order` quiz's events in the key's order, a frame's numbers	ask without naming the answer, or name every option
        quiz.text-names-other-key	warning	`explain` or `prompt` names a wrong option and not the answer (of `first`, `last`, `next`), or states a total ("3 times", "twice") other than a `count` key, as after `--fix` changed the key	make the text agree with the key
        quiz.duplicate-id	error	two quizzes share an id (the note points at the first)	give one a new id
        quiz.missing-id	warning	the quiz has no id, so learners' progress on it cannot be kept; the message says which id `--fix` would add	add an id, or run `--fix`
        course.duplicate-slug	error	two lessons in different folders have the same file name	rename one
        course.outside-root	error	a symbolic link under the content directory leads outside it (or nowhere); it is skipped	copy the file into the content directory
        course.unreadable-file	error	a file under the content directory cannot be read	fix its permissions
        course.changed-during-build	error	`vclab build` reads each lesson twice (once for the course's outline, once to check and render it) and the file changed in between, so the site would not be what was checked	build again once the file is saved
        translation.no-original	error	a file in a language's folder has no lesson of the same name to translate	name it as its original is named
        translation.quiz-without-id	error	a translated quiz has no `id:`, which is how it names the original's quiz	add the original quiz's id
        translation.changed-setting	error	a translated quiz restates a setting (`sim`, `step`, `ask`, `answer`, `choices`, `event`, `of`, `claim`, `only`, `inferred`) with another value than the original's, or gives feedback for an option the original has none for	delete the line: settings come from the original
        translation.copied-simulation	error	a translation's ```` ```sim NAME ```` block holds a scenario; scenarios are shared, never copied	leave the block empty
        translation.unknown-simulation	error	a translation's ```` ```sim NAME ```` names no scenario of the original	use the original's name
        translation.changed-order	error	the front matter's `order` differs from the original's	delete it: the translation keeps its original's place
        translation.missing-lesson	warning	a lesson has no translation into a language others are translated into; readers of that language are shown the original	translate it (`vclab new lesson --lang zh SLUG` starts one)
        translation.missing-quiz	warning	the translation lacks one of the original's quizzes (the note points at it)	translate it
        translation.extra-quiz	warning	a translated quiz's id is not one of the original's; the block is shown as code	use the original's id, or remove it
        translation.missing-section	warning	the translation lacks one of the original's sections (headings are matched in order, by level and by the quizzes they hold)	translate the section
        translation.extra-section	warning	the translation has a section the original lacks	keep to the original's sections
        translation.untranslated-text	warning	a translated quiz lacks its `prompt` or `explain`, so the original's words are shown	translate them
        scenario.empty		no steps at all (empty file or only comments)	
        scenario.too-large		the source is over 1 MiB (refused before it is read further)	
        scenario.line-too-long		a line is over 4,096 bytes	
        scenario.invalid-encoding		the bytes are not UTF-8 (points at the first bad byte)	
        scenario.binary-input		the source contains a NUL byte	
        scenario.unknown-step		the first word is not a step or setting; with no close word, the fix-it lists every step	
        scenario.unknown-setting		the first word is not a step or setting; with no close word, the fix-it lists every step	
        scenario.invalid-argument		a missing, malformed or extra word (`ios banana`, `push`, `orientation sideways`, `interrupt phone`, `embed C of A`, `add C to A without didAppear`, `design A big`, `design 375x667`); after a complete form, extra words get that form as a did-you-mean (`remove C2 from P`: did you mean 'remove C2'?)	
        scenario.invalid-name		not an identifier, or a reserved word	
        scenario.unsupported-version		`ios` outside 3.0–26.x	
        scenario.duplicate-setting		(warning) a setting given twice; the last one wins	
        scenario.misplaced-declaration		a setting or declaration after the first step (`root B` there: did you mean 'replace root with B'?)	
        scenario.conflicting-declaration		two creation kinds for one name, two roots, one child in two `embed`/`child` declarations, or `design A …` for a controller made in code (reported at `launch`)	
        scenario.unavailable-api		the simulated iOS version lacks the API (also `embed` before 6, `child` before 5, `interrupt control-center` before 7, `interrupt notification-center` before 5, `refused` and `unwind` before 6, `popover` before 8, `custom` before 7, `replace root` before 4, `resize` before 9, `modal` and `disconnect` before 13 or with `scenes off`, `hosting`, `represent` and `state` before 13)	
        scenario.unbalanced-parentheses		a malformed expression	
        scenario.empty-container		a malformed expression	
        scenario.unknown-container		a malformed expression	
        scenario.invalid-container		a tab bar or navigation controller inside a navigation stack	
        scenario.duplicate-controller		one controller in two places	
        scenario.missing-launch		`launch` must come first, once, with a root declared	
        scenario.duplicate-launch		`launch` must come first, once, with a root declared	
        scenario.missing-root		`launch` must come first, once, with a root declared	
        scenario.too-many-steps		more than 200,000 steps	
        scenario.too-many-states		the trace would record more than 4,000,000 controller states (steps × controllers instantiated so far)	
        scenario.nothing-to-pop		`pop` with one controller left, `pop to` the top, `swipe back` at the root	
        scenario.not-in-stack		`pop to A` where A is not in the stack	
        scenario.nothing-presented		`dismiss` or `swipe down` with nothing presented	
        scenario.not-on-unwind-path		`unwind to A` where A is neither below the visible controller in its navigation stack nor the controller that presented it	
        scenario.not-a-sheet		`swipe down` on a full-screen presentation	
        scenario.no-navigation-controller		`push`, `pop` or a push segue where no navigation controller shows the content	
        scenario.no-tab-bar-controller		`tab` outside a visible tab bar controller, or a tab it lacks	
        scenario.not-a-tab		`tab` outside a visible tab bar controller, or a tab it lacks	
        scenario.segue-needs-storyboard		a segue from or to a controller not loaded from a storyboard, or `embed C in A` where A is not (reported at `launch`)	
        scenario.controller-in-use		placing a controller that already has a place	
        scenario.unknown-controller		a name with no live controller	
        scenario.deallocated-controller		a name with no live controller	
        scenario.invalid-containment		`add`, `remove` or `transition` that UIKit does not allow; `embed`/`child` of a controller into itself or into a navigation or tab bar controller	
        scenario.unload-visible		`unload`, `layout`, `constraints`, `properties` or `page` in the wrong state	
        scenario.view-not-loaded		`unload`, `layout`, `constraints`, `properties` or `page` in the wrong state	
        scenario.needs-autolayout		`unload`, `layout`, `constraints`, `properties` or `page` in the wrong state	
        scenario.not-a-hosting-controller		`state H` where H is not declared `hosting H` (nor hosts a `represent`)	
        scenario.not-a-page-view-controller		`page B in P` where P is not declared `pages P` (`add`, `remove` and `transition` on a page view controller are `scenario.invalid-containment`)	
        scenario.app-in-background		a step the app's state does not allow	
        scenario.app-not-in-background		a step the app's state does not allow	
        scenario.app-terminated		a step the app's state does not allow	
        scenario.not-an-ipad		`resize` on an iPhone, which has no Split View or Slide Over	
        scenario.unavailable-window-size		`resize split 1/2` in portrait, where Split View has no half split	
        scenario.presentation-over-root		`replace root with B` while a controller is presented over the root (UIKit would leave its view on screen)	
        scenario.misplaced-activation-step		an `on active` line that does not follow `launch` (or another `on active` line right after it)	
        scenario.inside-presentation-context		`tab` while a controller is presented over a context inside the tab bar controller (not simulated)	
        scenario.app-not-running		a step before the app runs; the engine's own guard, which a parsed scenario does not reach, since `scenario.missing-launch` reports it first	
        """#
}
