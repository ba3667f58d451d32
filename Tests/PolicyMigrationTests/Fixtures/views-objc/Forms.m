#import "Forms.h"

@implementation CheckoutViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.promoField.accessibilityIdentifier = @"promo-code";
    self.promoField.keyboardDistanceFromTextField = 40;
    [self.notesView setAccessibilityIdentifier:@"notes"];
    [self.notesView setEnableMode:IQEnableModeDisabled];
    self.notesView.shouldHideToolbarPlaceholder = YES;
    self.scrollView.shouldIgnoreScrollingAdjustment = YES;
    [self.cityField addDoneOnKeyboardWithTarget:self action:@selector(done:)];
}
@end
