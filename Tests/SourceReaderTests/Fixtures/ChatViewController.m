#import "ChatViewController.h"
#define CHAT_GAP 24

@interface ChatViewController : BaseViewController <UITextFieldDelegate>
@end

@implementation ChatViewController

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[IQKeyboardManager sharedManager] setEnable:NO];
    [IQKeyboardManager sharedManager].keyboardDistanceFromTextField = CHAT_GAP;
    /* [[IQKeyboardManager sharedManager] setEnable:YES]; /* not nested in C */
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [[IQKeyboardManager sharedManager] setEnable:YES];
#if DEBUG
    [IQKeyboardManager sharedManager].enableDebugging = YES;
#endif
}

@end
