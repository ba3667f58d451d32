#import "Screens.h"

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [[IQKeyboardManager sharedManager] setEnable:NO];
    return YES;
}
@end

@interface InputViewController : BaseInputViewController
@end

// On then off, while avoidance is off everywhere: `enable in InputViewController`.
@implementation InputViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[IQKeyboardManager sharedManager] setEnable:YES];
    [IQKeyboardManager sharedManager].enableAutoToolbar = NO;
}
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[IQKeyboardManager sharedManager] setEnable:NO];
}
@end

@interface KeyboardFreeViewController : UIViewController
@end

// Restored in dealloc, to the launch value: clean.
@implementation KeyboardFreeViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[IQKeyboardManager sharedManager] setShouldResignOnTouchOutside:YES];
    [[[IQKeyboardManager sharedManager] disabledDistanceHandlingClasses] addObject:[self class]];
}
- (void)dealloc {
    [[IQKeyboardManager sharedManager] setShouldResignOnTouchOutside:NO];
}
@end
