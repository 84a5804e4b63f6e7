// The part of UIKit (and of the Foundation and Core Graphics it re-exports) that the course's Objective-C
// samples use, as declarations only, matching UIKit.swiftinterface beside it. Signatures follow Apple's
// documentation pages and SDK headers (UIViewController.h); availability and deprecation attributes are
// left out, except where a sample depends on one (wantsFullScreenLayout, deprecated in iOS 7, as in
// UIViewController.h). The tests run `clang -fsyntax-only` on every sample against it and never link.
#pragma once

typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#define NULL ((void *)0)
typedef double CGFloat;
typedef double NSTimeInterval;
typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NS_OPTIONS(type, name) type name; enum
#define NS_ENUM(type, name) type name; enum

typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
CGFloat CGRectGetMaxX(CGRect rect);
CGFloat CGRectGetMaxY(CGRect rect);
extern const CGRect CGRectZero;

typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);

// Foundation

@protocol NSObject
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (void)dealloc;
- (instancetype)retain;
- (oneway void)release;
- (instancetype)autorelease;
- (void)awakeFromNib;
@end

@interface NSString : NSObject
+ (instancetype)stringWithFormat:(NSString *)format, ...;
@end
void NSLog(NSString *format, ...);

@interface NSCoder : NSObject
@end

@interface NSBundle : NSObject
@end

typedef NSString *NSNotificationName;
@interface NSNotification : NSObject
@property (readonly, copy) NSNotificationName name;
@end

@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter;
- (void)addObserver:(id)observer selector:(SEL)aSelector name:(NSNotificationName)aName object:(id)anObject;
- (void)removeObserver:(id)observer;
- (void)removeObserver:(id)observer name:(NSNotificationName)aName object:(id)anObject;
@end

@interface NSTimer : NSObject
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (^)(NSTimer *timer))block;
- (void)invalidate;
@end

@interface NSCache<KeyType, ObjectType> : NSObject
- (void)removeAllObjects;
@end

@interface NSArray<ObjectType> : NSObject
@end

@interface NSDictionary<KeyType, ObjectType> : NSObject
@end

// Views

@interface UIResponder : NSObject
@end

@class UIWindow;
@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly) UIWindow *window;
@property (nonatomic) UIEdgeInsets layoutMargins;
@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;
- (void)setNeedsUpdateConstraints;
@end

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventPrimaryActionTriggered = 1 << 13,
};

@interface UIControl : UIView
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;
@end

@interface UIButton : UIControl
@end

@interface UILabel : UIView
@property (nonatomic, copy) NSString *text;
@end

@protocol UITextFieldDelegate <NSObject>
@end

@interface UITextField : UIControl
@property (nonatomic, weak) id<UITextFieldDelegate> delegate;
@end

@interface UIImage : NSObject
+ (UIImage *)imageNamed:(NSString *)name;
+ (UIImage *)systemImageNamed:(NSString *)name;
@end

@interface UIImageView : UIView
@end

@interface NSLayoutConstraint : NSObject
@property (getter=isActive) BOOL active;
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@end

@interface UIBarItem : NSObject
@end

@interface UITabBarItem : UIBarItem
- (instancetype)initWithTitle:(NSString *)title image:(UIImage *)image tag:(NSInteger)tag;
@property (nonatomic, copy) NSString *badgeValue;
@end

// Traits, transitions, presentation

typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
    UIUserInterfaceSizeClassUnspecified = 0,
    UIUserInterfaceSizeClassCompact = 1,
    UIUserInterfaceSizeClassRegular = 2,
};

@interface UITraitCollection : NSObject
@property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
@end

@protocol UITraitEnvironment <NSObject>
@property (nonatomic, readonly) UITraitCollection *traitCollection;
- (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection;
@end

@protocol UIViewControllerTransitionCoordinatorContext <NSObject>
@property (nonatomic, readonly, getter=isCancelled) BOOL cancelled;
@end

@protocol UIViewControllerTransitionCoordinator <UIViewControllerTransitionCoordinatorContext>
- (BOOL)animateAlongsideTransition:(void (^)(id<UIViewControllerTransitionCoordinatorContext> context))animation
                        completion:(void (^)(id<UIViewControllerTransitionCoordinatorContext> context))completion;
@end

@protocol UIContentContainer <NSObject>
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator;
@end

typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationPageSheet,
    UIModalPresentationFormSheet,
    UIModalPresentationCurrentContext,
    UIModalPresentationCustom,
    UIModalPresentationOverFullScreen,
    UIModalPresentationOverCurrentContext,
    UIModalPresentationPopover,
    UIModalPresentationNone = -1,
    UIModalPresentationAutomatic = -2,
};

typedef NS_ENUM(NSInteger, UIStatusBarStyle) {
    UIStatusBarStyleDefault = 0,
    UIStatusBarStyleLightContent = 1,
    UIStatusBarStyleDarkContent = 3,
};

typedef NS_OPTIONS(NSUInteger, UIRectEdge) {
    UIRectEdgeNone = 0,
    UIRectEdgeTop = 1 << 0,
    UIRectEdgeBottom = 1 << 2,
    UIRectEdgeAll = 15,
};

@class UIViewController, UIStoryboardSegue;

@interface UIPresentationController : NSObject
@end

@interface UIPopoverPresentationController : UIPresentationController
@property (nonatomic, strong) UIView *sourceView;
@property (nonatomic) CGRect sourceRect;
@end

@interface UIStoryboardSegue : NSObject
@property (nonatomic, readonly) NSString *identifier;
@property (nonatomic, readonly) __kindof UIViewController *sourceViewController;
@property (nonatomic, readonly) __kindof UIViewController *destinationViewController;
@end

@class UINavigationController, UITabBarController, UINavigationItem;

@interface UIViewController : UIResponder <UITraitEnvironment, UIContentContainer>
- (instancetype)initWithNibName:(NSString *)nibNameOrNil bundle:(NSBundle *)nibBundleOrNil;
- (instancetype)initWithCoder:(NSCoder *)coder;
@property (nonatomic, strong) UIView *view;
@property (nonatomic, readonly) UIView *viewIfLoaded;
@property (nonatomic, readonly) BOOL isViewLoaded;
@property (nonatomic, copy) NSString *title;
- (void)loadView;
- (void)loadViewIfNeeded;
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewIsAppearing:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
- (void)updateViewConstraints;
// iOS 26
- (void)updateProperties;
- (void)setNeedsUpdateProperties;
- (void)updatePropertiesIfNeeded;
- (void)viewSafeAreaInsetsDidChange;
- (void)viewLayoutMarginsDidChange;
- (void)didReceiveMemoryWarning;
- (void)viewWillUnload;
- (void)viewDidUnload;
@property (nonatomic, assign) BOOL wantsFullScreenLayout __attribute__((availability(ios, introduced=3.0, deprecated=7.0)));
@property (nonatomic, assign) UIRectEdge edgesForExtendedLayout;
@property (nonatomic) UIEdgeInsets additionalSafeAreaInsets;
@property (nonatomic, readonly) BOOL isBeingPresented;
@property (nonatomic, readonly) BOOL isBeingDismissed;
@property (nonatomic, readonly) BOOL isMovingToParentViewController;
@property (nonatomic, readonly) BOOL isMovingFromParentViewController;
@property (nonatomic, readonly) BOOL prefersStatusBarHidden;
@property (nonatomic, readonly) UIStatusBarStyle preferredStatusBarStyle;
@property (nonatomic, readonly) UIViewController *childViewControllerForStatusBarHidden;
@property (nonatomic, readonly) UIViewController *childViewControllerForStatusBarStyle;
- (void)setNeedsStatusBarAppearanceUpdate;
@property (nonatomic, assign) UIModalPresentationStyle modalPresentationStyle;
@property (nonatomic, assign) BOOL definesPresentationContext;
@property (nonatomic, getter=isModalInPresentation) BOOL modalInPresentation;
@property (nonatomic, readonly) UIViewController *presentedViewController;
@property (nonatomic, readonly) UIViewController *presentingViewController;
@property (nonatomic, readonly) UIPopoverPresentationController *popoverPresentationController;
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
- (void)dismissModalViewControllerAnimated:(BOOL)animated;
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
@property (nonatomic, readonly) UIViewController *parentViewController;
- (void)addChildViewController:(UIViewController *)childController;
- (void)removeFromParentViewController;
- (void)willMoveToParentViewController:(UIViewController *)parent;
- (void)didMoveToParentViewController:(UIViewController *)parent;
@property (nonatomic, readonly) BOOL shouldAutomaticallyForwardAppearanceMethods;
- (void)beginAppearanceTransition:(BOOL)isAppearing animated:(BOOL)animated;
- (void)endAppearanceTransition;
@property (nonatomic, readonly) id<UIViewControllerTransitionCoordinator> transitionCoordinator;
@property (nonatomic, strong) UITabBarItem *tabBarItem;
@property (nonatomic, readonly) UINavigationItem *navigationItem;
@property (nonatomic, readonly) UINavigationController *navigationController;
@end

@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController;
@end

@interface UITabBarController : UIViewController
@end

// Windows and the application

@interface UIScreen : NSObject
@property (class, readonly) UIScreen *mainScreen;
@property (nonatomic, readonly) CGRect bounds;
@end

@interface UIScene : UIResponder
@end

@interface UIWindowScene : UIScene
@end

extern NSNotificationName const UISceneDidEnterBackgroundNotification;

@interface UIWindow : UIView
@property (nonatomic, weak) UIWindowScene *windowScene;
@property (nonatomic, strong) UIViewController *rootViewController;
- (void)makeKeyAndVisible;
@end

@class UIApplication;
@protocol UIApplicationDelegate <NSObject>
@property (nonatomic, strong) UIWindow *window;
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions;
@end

@interface UIApplication : UIResponder
@end

extern NSNotificationName const UIApplicationDidEnterBackgroundNotification;
extern NSNotificationName const UIApplicationDidReceiveMemoryWarningNotification;
