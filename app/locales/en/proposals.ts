// English texts of the figures we proposed and the owner confirms (decision 035).
// es and pt-BR mirror this shape (type-checked).
const proposals = {
  title_one: "We proposed 1 figure",
  title_other: "We proposed {{count}} figures",
  body: "You gave no figure for these, so we proposed one, marked (proposed) in your text. Your employees read “Not set yet” in its place until you confirm it. Keep or change each figure, then confirm them all at once.",
  figure: "{{row}} — {{column}}",
  confirm: "Confirm these figures",
  confirming: "Confirming…",
  confirmed: "Figures confirmed: your employees now read them as the company's rules.",
  failed: "The figures could not be confirmed.",
};

export default proposals;
