// The app the course's Objective-C samples live in, matching CourseExamples.swiftinterface: model types,
// views, and CourseViewController, the superclass of the controller a `fragment` or `statements` sample is
// checked in. Its instance variables are protected, so a fragment can use them as its own.
#pragma once
#import <UIKit/UIKit.h>

@interface User : NSObject
@property (nonatomic, copy) NSString *name;
@end

@interface MessageStore : NSObject
@property (nonatomic, readonly) NSInteger unreadCount;
@end

@interface Draft : NSObject
- (void)save;
@end

@interface LoginView : UIView
@property (nonatomic, readonly) UITextField *passwordField;
@property (nonatomic, readonly) UIButton *signInButton;
@end

@interface DetailViewController : UIViewController
@property (nonatomic, copy) NSString *fruitName;
@property (nonatomic, weak) UILabel *nameLabel;
@end

@interface CourseViewController : UIViewController {
@protected
    User *_user;
    MessageStore *_store;
    NSTimer *_timer;
    UILabel *_nameLabel;
}
@property (nonatomic, strong) UIViewController *child;
@property (nonatomic, strong) UIView *badge;
@property (nonatomic, strong) LoginView *loginView;
@property (nonatomic, strong) Draft *draft;
@property (nonatomic, strong) NSCache *thumbnailCache;
@property (nonatomic, strong) NSTimer *timer;
@property (nonatomic, strong) id keyboardObserver;
@property (nonatomic, strong) NSArray<NSLayoutConstraint *> *compactConstraints;
@property (nonatomic, strong) NSArray<NSLayoutConstraint *> *regularConstraints;
@property (nonatomic, readonly) BOOL isCompact;
@property (nonatomic, weak) UITextField *nameField;
@property (nonatomic, weak) UILabel *nameLabel;
@property (nonatomic, weak) UIImageView *photoView;
- (void)refreshUnreadCount;
- (void)stopLiveUpdates;
- (void)scrollToSelection;
- (void)saveDraft;
- (void)tick;
- (void)signIn;
@end

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@interface InboxViewController : UIViewController
@end
