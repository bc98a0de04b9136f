/** One product as a retailer's product data gives it: its name, its category and its ingredient statement as printed. */
export interface RetailerList {
  name: string;
  category: string;
  ingredients: string;
}
